// Guards the studio's buying controls while their scripts are still on their way (issue 14,
// ADR 0012): a product page's 'Add to cart' is shown and announced as getting ready — to the
// mouse, to the keyboard and with JavaScript off — never a button that silently does nothing;
// it keeps its size when it goes live, and then adds the variant chosen before it was live. The
// checkout says it is loading, and offers no submit button, until it can take the details.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { holdScripts, isHydrated } from "@meridian/e2e/held-scripts";
import type { Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const headerCart = (page: Page) => page.getByRole("button", { name: /^Cart \(\d+\)$/ });
const panel = (page: Page) => page.getByRole("dialog", { name: /^Cart \(\d+\)$/ });
const addToCart = (page: Page) => page.getByRole("button", { name: /^Add to cart/ });
const A1 = "A1 (594 × 841 mm) — £45.00";

test("a click on 'Add to cart' before the page is live meets a control that says it is getting ready", async ({
  page,
  consoleErrors,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/goods/poster", { waitUntil: "domcontentloaded" });
  const add = addToCart(page);
  await expect(add).toBeVisible();
  expect(await isHydrated(add)).toBe(false);
  // The visitor chooses a size and clicks, as they would under load.
  await page.getByLabel("Size").selectOption({ label: A1 });
  await add.click({ force: true });
  await expect(add).toHaveAttribute("aria-disabled", "true");
  await expect(add).toHaveAccessibleName(/^Add to cart: getting ready/i);
  await expect(add).toContainText("Getting ready…");
  await expectNoSeriousA11yViolations(page);
  const waiting = await add.boundingBox();

  scripts.release();
  await expect(add).toHaveAccessibleName("Add to cart");
  await expect(add).not.toHaveAttribute("aria-disabled");
  // Going live swaps the words, not the size: nothing below it moves.
  const live = await add.boundingBox();
  expect({ width: live?.width, height: live?.height }).toEqual({
    width: waiting?.width,
    height: waiting?.height,
  });
  // The early click added nothing behind the visitor's back; the next one adds the chosen size.
  await expect(headerCart(page)).toHaveText("Cart (0)");
  await add.click();
  await expect(panel(page)).toHaveAccessibleName("Cart (1)");
  await expect(panel(page).getByText("Optical Sizes Poster (A1 (594 × 841 mm))")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a keyboard user reaches the waiting 'Add to cart', and the same control adds once live", async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await page.goto("/goods/tote-bag", { waitUntil: "domcontentloaded" });
  const add = addToCart(page);
  await page.getByLabel("Colour").focus();
  await page.keyboard.press("Tab");
  // Focusable while it waits (aria-disabled, not disabled), so the wait is announced.
  await expect(add).toBeFocused();
  await expect(add).toHaveAccessibleName(/^Add to cart: getting ready/i);
  await page.keyboard.press("Enter");

  scripts.release();
  await expect(add).toHaveAccessibleName("Add to cart");
  // Hydration keeps the element: focus stays where the visitor left it.
  await expect(add).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toHaveAccessibleName("Cart (1)");
  await expect(panel(page).getByText("Meridian Tote Bag (Natural)")).toBeVisible();
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page shows 'Add to cart' waiting and says the cart needs JavaScript", async ({
    page,
  }) => {
    await page.goto("/goods/poster");
    const add = addToCart(page);
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await expect(add).toHaveAccessibleName(/^Add to cart: getting ready/i);
    // Playwright's text matching skips <noscript>; with JavaScript off its paragraph is shown.
    await expect(page.locator("noscript > p")).toHaveText(/^The cart needs JavaScript/);
    await expect(page.locator("noscript > p")).toBeVisible();
  });
});

test("the checkout says it is loading until it is live, then takes the details", async ({
  page,
}) => {
  test.slow();
  await page.goto("/goods/tote-bag");
  await (await whenLive(addToCart(page))).click();
  await expect(panel(page)).toHaveAccessibleName("Cart (1)");

  const scripts = await holdScripts(page);
  await page.goto("/checkout", { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("status").filter({ hasText: "Loading your cart" })).toBeVisible();
  // No submit button exists yet, so no click can be lost on one.
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);

  scripts.release();
  const main = page.getByRole("main");
  await main.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await main.getByLabel("Email").fill("ada@example.com");
  await main.getByLabel("Address line 1").fill("4 Printworks Yard");
  await main.getByLabel("Town or city").fill("London");
  await main.getByLabel("Postcode").fill("EC1R 0AT");
  await main.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await main.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay £/ })).toBeEnabled();
});
