// Guards the foundry's buying controls while their scripts are still on their way (issue 14,
// ADR 0012): each price of a font page's buying table and each More-goods 'Add to cart' is shown
// and announced as getting ready — to the mouse, to the keyboard and with JavaScript off — until
// the page is live and the cart has answered, never a button that silently does nothing; the
// goods button keeps its size; once live, the click adds the item. The checkout says it is
// loading, and offers no submit button, until it can take the details.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { holdScripts, isHydrated } from "@meridian/e2e/held-scripts";
import type { Locator, Page } from "@playwright/test";
import { newCustomer, registerThroughForm } from "./helpers/account";
import { addLicence, cartButton, cartPanel, itemRow } from "./helpers/cart";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const buyingTable = (page: Page) => page.getByRole("region", { name: "Buy", exact: true });
const price = (page: Page, item: string, licence: string) =>
  buyingTable(page).getByRole("button", {
    name: new RegExp(`^Add ${item}, ${licence} licence, to the cart: `),
  });
/** Where a control sits across the page and its size (what the content above does not move). */
async function across(control: Locator) {
  const box = await control.boundingBox();
  return box && { x: box.x, width: box.width, height: box.height };
}
const addTote = (page: Page) =>
  page.getByRole("button", { name: /^Add to cart\s?: Meridian Tote Bag/ });

test("a font page's prices say they are getting ready until the cart answers, then add the licence", async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/fonts/source-serif-4", { waitUntil: "domcontentloaded" });
  const bold = price(page, "Source Serif 4 Bold", "Basic");
  await expect(bold).toBeVisible();
  expect(await isHydrated(bold)).toBe(false);
  await bold.click({ force: true });
  await expect(bold).toHaveAttribute("aria-disabled", "true");
  await expect(bold).toHaveAccessibleName(/to the cart: getting ready$/);
  // Every price waits alike, the family's too.
  const family = price(page, "Source Serif 4 Family", "Web");
  await expect(family).toHaveAccessibleName(/to the cart: getting ready$/);
  // Measured in the UI face itself: its fallback is Inter's measure only on average.
  await page.evaluate(() => document.fonts.ready);
  const waiting = { bold: await across(bold), family: await across(family) };

  scripts.release();
  await expect(bold).toHaveAccessibleName(/to the cart: £[\d,]+\.\d\d$/);
  await expect(bold).not.toHaveAttribute("aria-disabled");
  // A cart in pounds prices the table as its waiting cells held it: no column moves, no price
  // changes size.
  expect({ bold: await across(bold), family: await across(family) }).toEqual(waiting);
  // The early click added nothing behind the visitor's back; the next one adds the licence.
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");
  await bold.click();
  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await expect(panel).toBeVisible();
  await expect(itemRow(panel, "Source Serif 4 Bold")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a keyboard user on a waiting price keeps focus there, and it adds once live", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/fonts/source-serif-4", { waitUntil: "domcontentloaded" });
  const regular = price(page, "Source Serif 4 Regular", "Web");
  // Focusable while it waits (aria-disabled, not disabled), so the wait is announced.
  await regular.focus();
  await expect(regular).toBeFocused();
  await expect(regular).toHaveAccessibleName(/to the cart: getting ready$/);
  await page.keyboard.press("Enter");

  scripts.release();
  await expect(regular).toHaveAccessibleName(/to the cart: £[\d,]+\.\d\d$/);
  await expect(regular).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Cart (1)" })).toBeVisible();
});

test("a More-goods 'Add to cart' says it is getting ready, keeps its size, then adds the colour chosen", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/about", { waitUntil: "domcontentloaded" });
  const add = addTote(page);
  await add.scrollIntoViewIfNeeded();
  expect(await isHydrated(add)).toBe(false);
  // The visitor chooses a colour and clicks, as they would under load.
  await page.getByLabel("Colour").selectOption({ label: "Black" });
  await add.click({ force: true });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleName("Add to cart: Meridian Tote Bag, Getting ready…");
  await expect(add).toContainText("Getting ready…");
  await expectNoSeriousA11yViolations(page);
  const waiting = await across(add);

  scripts.release();
  await expect(add).toHaveAccessibleName(/^Add to cart\s?: Meridian Tote Bag$/);
  await expect(add).not.toHaveAttribute("aria-disabled");
  // Going live swaps the words, not the size.
  expect(await across(add)).toEqual(waiting);
  await expect(cartButton(page)).toHaveAccessibleName("Cart £0.00 0 items");
  await add.click();
  const panel = page.getByRole("dialog", { name: "Cart (1)" });
  await expect(itemRow(panel, "Meridian Tote Bag (Black)")).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's pages show the buying controls waiting and say the cart needs JavaScript", async ({
    page,
  }) => {
    await page.goto("/fonts/source-serif-4");
    const bold = price(page, "Source Serif 4 Bold", "Basic");
    await expect(bold).toHaveAttribute("aria-disabled", "true");
    await expect(bold).toHaveAccessibleName(/to the cart: getting ready$/);
    // Playwright's text matching skips <noscript>; with JavaScript off its paragraph is shown.
    const note = buyingTable(page).locator("noscript > p");
    await expect(note).toHaveText(/^The cart needs JavaScript/);
    await expect(note).toBeVisible();

    await page.goto("/about");
    await expect(addTote(page)).toHaveAttribute("aria-disabled", "true");
    await expect(addTote(page)).toHaveAccessibleName(
      "Add to cart: Meridian Tote Bag, Getting ready…",
    );
  });
});

test("the checkout says it is loading until it is live, then takes the details", async ({
  page,
}) => {
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Bold", "Basic");
  await cartPanel(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  const customer = newCustomer("before-hydration");
  await registerThroughForm(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);

  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^Loading/);
  // No submit button exists yet, so no click can be lost on one.
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);

  scripts.release();
  const main = page.getByRole("main");
  await main.getByLabel("Address line 1").fill("4 Printworks Yard");
  await main.getByLabel("Town or city").fill("London");
  await main.getByLabel(/^Postcode/).fill("EC1R 0AT");
  await main.getByLabel("Brand name (basic licence)").fill("Lovelace & Co");
  await main.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeEnabled();
});
