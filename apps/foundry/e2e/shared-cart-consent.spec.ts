// Guards a shared cart's link opened by a new visitor (spec 2.6, 2.11; DESIGN 4.6, 6): the cart
// panel opens on the adopted lines under the cookie-consent dialog, and choosing in the dialog —
// 'Accept All Cookies', or a selection from 'Manage Settings' — closes the dialog only: a click
// on the dialog is never a click outside the panel. The panel then holds focus, and a click
// outside it still closes it.

import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Browser, Page } from "@playwright/test";
import { addLicence, cartPanel, itemRow } from "./helpers/cart";
import { holdOperation } from "./helpers/graphql";

const consentDialog = (page: Page) => page.getByRole("dialog", { name: "Cookies Policy" });

/** A cart with one licence, shared by a customer who has already chosen about cookies. */
async function sharedCartLink(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  await skipConsentDialog(context);
  const page = await context.newPage();
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Italic", "App");
  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await panel.getByRole("button", { name: "Do you want to share this cart?" }).click();
  const copy = panel.getByRole("button", { name: /^Click to copy: / });
  await expect(copy).toHaveText(/\/shared-cart\/[\w-]+$/);
  const link = (await copy.textContent())?.replace("Click to copy: ", "") ?? "";
  await context.close();
  return new URL(link).pathname;
}

/**
 * A new visitor (no choice stored) opens the link. The adoption is held until the dialog shows,
 * so the panel opens under it, as it does whenever the API answers after the page is live.
 */
async function openAsNewVisitor(page: Page, path: string) {
  const release = await holdOperation(page, "AdoptCart");
  await page.goto(path);
  await expect(consentDialog(page)).toBeVisible();
  release();
  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await expect(panel).toBeVisible();
  await expect(itemRow(panel, "Source Serif 4 Italic")).toContainText("App, Startup");
  return panel;
}

test("accepting all cookies over an adopted cart leaves its panel open", async ({
  page,
  browser,
}) => {
  const panel = await openAsNewVisitor(page, await sharedCartLink(browser));
  // The dialog holds focus while it shows, not the panel under it.
  await expect(consentDialog(page)).toBeFocused();

  await consentDialog(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(itemRow(panel, "Source Serif 4 Italic")).toContainText("App, Startup");
  await expect(panel).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The panel is the top layer again: a click beside it closes it.
  await page.mouse.click(20, 300);
  await expect(cartPanel(page)).toBeHidden();
});

test("accepting a cookie selection over an adopted cart leaves its panel open", async ({
  page,
  browser,
}) => {
  const panel = await openAsNewVisitor(page, await sharedCartLink(browser));
  const consent = consentDialog(page);
  await consent.getByRole("button", { name: "Manage Settings" }).click();
  // The switch is a native checkbox drawn over by its track: switch it from the keyboard.
  const analytics = consent.getByRole("switch", { name: "Analytics Cookies" });
  await analytics.focus();
  await page.keyboard.press("Space");
  await expect(analytics).not.toBeChecked();
  await consent.getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(consent).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(itemRow(panel, "Source Serif 4 Italic")).toContainText("App, Startup");
});

test("Escape over an adopted cart is the consent dialog's, which stays until a choice", async ({
  page,
  browser,
}) => {
  const panel = await openAsNewVisitor(page, await sharedCartLink(browser));
  await page.keyboard.press("Escape");
  await expect(consentDialog(page)).toBeVisible();
  await expect(panel).toBeVisible();
  // Keyboard only: Tab walks the dialog, whose 'Accept All Cookies' chooses.
  const acceptAll = consentDialog(page).getByRole("button", { name: "Accept All Cookies" });
  await acceptAll.focus();
  await page.keyboard.press("Enter");
  await expect(consentDialog(page)).toBeHidden();
  await expect(panel).toBeVisible();
});
