/**
 * The cookie-consent dialog (spec 2.6) covers every page until a visitor chooses. Specs that
 * test something else record a choice before the page loads, so the dialog never opens and never
 * sits over what they click; the consent spec itself uses none of this.
 */
import type { BrowserContext, Page } from "@playwright/test";

/** The browser-storage key and cookie name of the choice (spec 9; `@meridian/consent`). */
export const CONSENT_KEY = "accepted_cookies2";

/** What 'Accept All Cookies' stores. */
export const ACCEPT_ALL_VALUE = "functional,analytics";

/** Records 'Accept All Cookies' in browser storage before any page script runs. */
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
