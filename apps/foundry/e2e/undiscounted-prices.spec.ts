// Guards the struck-through "was" price (issue 14, item 2; spec 9, DESIGN 4.1): it shows only
// when it is higher than the price. The specimen book's softcover costs £28 in content and £30
// online (90% rounded up to £5), so its £28 is no saving: the cart panel, the checkout summary
// and the paid invoice show £30.00 alone, while the family's real saving stays struck through
// and 'Total Discount' counts only that saving, never the mark-up against it.
import { expect, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Locator, Page } from "@playwright/test";
import { newCustomer, registerThroughForm } from "./helpers/account";
import { addLicence, cartPanel, closeCart, itemRow, waitForCart } from "./helpers/cart";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const BOOK = "The Meridian Specimen Book (Softcover)";
const FAMILY = "Source Serif 4 Family";

/** A row shows its price alone: no struck-through price, and not the content's £28.00. */
async function expectPriceAlone(row: Locator, price: string) {
  await expect(row).toContainText(price);
  await expect(row.locator("s")).toHaveCount(0);
  await expect(row).not.toContainText("£28.00");
}

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });

test("a price above its content price shows alone in the cart, the checkout and the invoice", async ({
  page,
}) => {
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, FAMILY, "Basic");
  await closeCart(page);
  await page.goto("/about");
  await waitForCart(page);
  await page.getByLabel("Binding").selectOption({ index: 0 });
  await page.getByRole("button", { name: /^Add to cart\s?: The Meridian Specimen Book$/ }).click();

  // The cart panel: the book at £30.00 alone; the family's £600.00 struck through.
  const panel = page.getByRole("dialog", { name: "Cart (2)" });
  await expectPriceAlone(itemRow(panel, BOOK), "£30.00");
  await expect(itemRow(panel, FAMILY).locator("s")).toHaveText(/£600\.00$/);
  // £600.00 − £270.00 saved on the family; the book's £2.00 mark-up takes nothing off it.
  await expect(panel.locator("dt[data-key='discount'] + dd")).toHaveText("-£330.00");

  // The checkout's summary, after registering.
  await cartPanel(page).getByRole("link", { name: "Checkout" }).click();
  await registerThroughForm(page, newCustomer("undiscounted"));
  await expect(page).toHaveURL(/\/checkout$/);
  await expectPriceAlone(itemRow(summary(page), BOOK), "£30.00");
  await expect(itemRow(summary(page), FAMILY).locator("s")).toHaveText(/£600\.00$/);

  const form = page.getByRole("main");
  await form.getByLabel("Address line 1").fill("4 Printworks Yard");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel(/^Postcode/).fill("EC1R 0AT");
  await page.getByLabel("Brand name (basic licence)").fill("Plumb & Line");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expectPriceAlone(itemRow(summary(page), BOOK), "£30.00");
  await expect(summary(page).locator("dt[data-key='discount'] + dd")).toHaveText("-£330.00");

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });

  // The paid invoice prints what was charged, and the same discount.
  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expectPriceAlone(
    invoice.getByRole("row", { name: /^The Meridian Specimen Book \(Softcover\)/ }),
    "£30.00",
  );
  await expect(invoice.locator("dt[data-key='discount'] + dd")).toHaveText("-£330.00");
});
