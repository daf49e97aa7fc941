// Guards the studio's goods cart held in the browser (spec 2.14, 4.4): 'Add to cart' with a
// variant opens the panel; the items survive a reload and show in a new tab; 'Add another' and
// remove change the items and the Sub Total; the free-shipping line and the pending totals;
// Checkout is disabled when the cart is empty and otherwise leads to /checkout, closing the panel.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const headerCart = (page: Page) => page.getByRole("button", { name: /^Cart \(\d+\)$/ });
const panel = (page: Page) => page.getByRole("dialog", { name: /^Cart \(\d+\)$/ });

/** Opens a product page, chooses a variant if asked, and adds it: the panel opens. */
async function addToCart(page: Page, slug: string, variant?: { label: string; option: string }) {
  await page.goto(`/goods/${slug}`);
  const add = await whenLive(page.getByRole("button", { name: "Add to cart" }));
  if (variant) await page.getByLabel(variant.label).selectOption({ label: variant.option });
  await add.click();
  await expect(panel(page)).toBeVisible();
}

test("'Add to cart' puts the chosen variant in the panel, and the cart outlives a reload and a tab", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await addToCart(page, "poster", { label: "Size", option: "A1 (594 × 841 mm) — £45.00" });
  const cart = panel(page);
  await expect(cart).toHaveAccessibleName("Cart (1)");
  await expect(cart.getByRole("heading", { name: "Goods (1)" })).toBeVisible();
  await expect(
    cart.getByText("Source Serif 4 Optical Sizes Poster (A1 (594 × 841 mm))"),
  ).toBeVisible();
  await expect(cart.locator("dd[data-key='subtotal']")).toHaveText("£45.00");
  // Shipping, Taxes and Total wait for an address (spec 4.4).
  await expect(cart.getByText("Calculated at checkout")).toHaveCount(3);
  await expect(cart.getByText("Free shipping on orders above £75 - UK only")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(cart).toBeHidden();
  await page.reload();
  await expect(headerCart(page)).toHaveText("Cart (1)");
  await (await whenLive(headerCart(page))).click();
  await expect(panel(page).getByText(/Optical Sizes Poster \(A1/)).toBeVisible();

  // Another tab reads the same cart, and the first follows what the second changes.
  const second = await context.newPage();
  await second.goto("/goods");
  await expect(headerCart(second)).toHaveText("Cart (1)");
  await (await whenLive(headerCart(second))).click();
  await panel(second)
    .getByRole("button", { name: /^Add another .*Poster/ })
    .click();
  await expect(panel(second)).toHaveAccessibleName("Cart (2)");
  await expect(panel(page)).toHaveAccessibleName("Cart (2)");
  expect(consoleErrors).toEqual([]);
});

test("'Add another' and remove change the items and the Sub Total; an empty cart cannot check out", async ({
  page,
}) => {
  test.slow();
  await addToCart(page, "tote-bag", { label: "Colour", option: "Natural" });
  const cart = panel(page);
  const subTotal = cart.locator("dd[data-key='subtotal']");
  await expect(subTotal).toHaveText("£20.00");

  await cart.getByRole("button", { name: "Add another Meridian Tote Bag (Natural)" }).click();
  await expect(cart).toHaveAccessibleName("Cart (2)");
  await expect(cart.getByText("Meridian Tote Bag (Natural)")).toHaveCount(2);
  await expect(subTotal).toHaveText("£40.00");

  await cart.getByRole("button", { name: "Remove Meridian Tote Bag (Natural)" }).first().click();
  await expect(cart).toHaveAccessibleName("Cart (1)");
  await expect(subTotal).toHaveText("£20.00");

  await cart.getByRole("button", { name: "Remove Meridian Tote Bag (Natural)" }).click();
  await expect(cart).toHaveAccessibleName("Cart (0)");
  await expect(cart.getByText("Your cart is empty.")).toBeVisible();
  const checkout = cart.getByRole("link", { name: "Checkout" });
  await expect(checkout).toHaveAttribute("aria-disabled", "true");
  await expect(checkout).not.toHaveAttribute("href");

  // Nothing is left to come back to.
  await page.reload();
  await expect(headerCart(page)).toHaveText("Cart (0)");
});

test("Checkout leads to /checkout and hides the panel", async ({ page }) => {
  await addToCart(page, "letterpress-alphabet-cards");
  await panel(page).getByRole("link", { name: "Checkout" }).click();
  // A client navigation waits for the server's render of /checkout.
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 30_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await expect(page.getByText("Letterpress Alphabet Cards")).toBeVisible();
});
