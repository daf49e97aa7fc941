/**
 * The cookie-consent dialog (spec 2.6) covers every page of the foundry and the studio until a
 * visitor chooses. Specs that test something else record a choice before the page loads, so the
 * dialog never opens and never sits over what they click. Specs of what the dialog gates choose
 * in it as a visitor does.
 */
import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

/** The browser-storage key and cookie name of the choice (spec 9; `@meridian/consent`). */
export const CONSENT_KEY = "accepted_cookies2";

/** What 'Accept All Cookies' stores. */
export const ACCEPT_ALL_VALUE = "functional,analytics";

/**
 * Records 'Accept All Cookies' in browser storage before any page script runs, on every
 * navigation of the page, or of every page of the context. Call it before the first `goto`:
 *
 *   test.beforeEach(async ({ page }) => { await skipConsentDialog(page); });
 */
export async function skipConsentDialog(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage disabled in this context: the dialog would show, and the spec will say so.
      }
    },
    [CONSENT_KEY, ACCEPT_ALL_VALUE] as const,
  );
}

/** The consent dialog, as a visitor finds it. */
export function consentDialog(page: Page): Locator {
  return page.getByRole("dialog", { name: "Cookies Policy" });
}

/**
 * Clicks 'Accept All Cookies' in the open dialog, as a visitor would, and waits for it to go.
 * The dialog renders only once the page has hydrated, so its buttons answer when it shows.
 */
export async function acceptAllCookies(page: Page): Promise<void> {
  const dialog = consentDialog(page);
  await dialog.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(dialog).toBeHidden();
}

/** Turns 'Functional Cookies' off under 'Manage Settings', with the keyboard, and accepts. */
export async function acceptWithoutFunctionalCookies(page: Page): Promise<void> {
  const dialog = consentDialog(page);
  await dialog.getByRole("button", { name: "Manage Settings" }).click();
  const functional = dialog.getByRole("switch", { name: "Functional Cookies" });
  await functional.focus();
  await page.keyboard.press("Space");
  await expect(functional).not.toBeChecked();
  await dialog.getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(dialog).toBeHidden();
}
