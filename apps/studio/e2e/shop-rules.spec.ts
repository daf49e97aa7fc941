// Guards one source for the shop rules: with a catalogue whose site.yaml sells goods at 80% of
// their content price rounded up to £1 (the demo's: 90%, up to £5) and ships UK orders free
// above £50 (the demo's: £75), the foundry's goods cards, its cart, the studio's product pages,
// its local cart, the checkout's preview and the paid invoice all show the figures the API
// charges. A site pricing by rules of its own would show the demo's £30.00, £45.00 and £20.00.
import { expect, test } from "@meridian/e2e";
import { type CatalogueShop, startCatalogueShop } from "@meridian/e2e/catalogue-shop";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

let shop: CatalogueShop | undefined;

test.beforeAll(async () => {
  // A content build from the cache, an API on a new database and two sites: about 20 s here.
  test.setTimeout(180_000);
  shop = await startCatalogueShop({ onlineFactor: 0.8, onlineStep: 1, freeShippingOverGbp: 50 });
});

test.afterAll(async () => {
  await shop?.close();
});

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const POSTER = "Source Serif 4 Optical Sizes Poster";
const POSTER_A1 = `${POSTER} (A1 (594 × 841 mm))`;
const TOTE_BLACK = "Meridian Tote Bag (Black)";

const cartDialog = (page: Page) => page.getByRole("dialog", { name: /^Cart \(\d+\)$/ });
const amount = (page: Page, key: string) => cartDialog(page).locator(`dd[data-key='${key}']`);

test("goods cards, carts, product pages, checkout and invoice show the served rules' prices", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  const { foundry, studio } = shop!;

  // The foundry's More-goods cards: £30 × 0.8 = £24 (A2), £45 → £36 (A1); £28 → £22.40, up to
  // £23; £18 → £14.40, up to £15.
  await page.goto(`${foundry}/about`);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Cart/ })).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
  const card = (name: string) => page.getByRole("article").filter({ hasText: name });
  await expect(card(POSTER)).toContainText("From £24.00");
  await expect(card("The Meridian Specimen Book")).toContainText("From £23.00");
  await expect(card("Meridian Tote Bag")).toContainText("£15.00");
  await card(POSTER).getByLabel("Size").selectOption({ label: "A1 (594 × 841 mm) — £36.00" });
  await card(POSTER)
    .getByRole("button", { name: new RegExp(`^Add to cart\\s?: ${POSTER}$`) })
    .click();
  // The foundry's cart is the API's: its line is what the API charges.
  await expect(cartDialog(page)).toHaveAccessibleName("Cart (1)");
  await expect(cartDialog(page).getByRole("listitem").filter({ hasText: POSTER_A1 })).toContainText(
    "£36.00",
  );
  await expect(amount(page, "subtotal")).toHaveText("£36.00");
  await cartDialog(page).getByRole("button", { name: "Close" }).click();

  // The card leads to the product page in this catalogue's studio, in a new tab.
  const [product] = await Promise.all([
    context.waitForEvent("page"),
    card(POSTER)
      .getByRole("link", { name: new RegExp(`^${POSTER}`) })
      .click(),
  ]);
  await expect(product).toHaveURL(`${studio}/goods/poster`);
  const main = product.getByRole("main");
  await expect(main.getByText("From £24.00")).toBeVisible();
  const add = await whenLive(main.getByRole("button", { name: "Add to cart" }));
  await main.getByLabel("Size").selectOption({ label: "A1 (594 × 841 mm) — £36.00" });
  await add.click();
  await expect(cartDialog(product)).toHaveAccessibleName("Cart (1)");
  await expect(cartDialog(product).getByText(POSTER_A1)).toBeVisible();
  await expect(amount(product, "subtotal")).toHaveText("£36.00");
  await expect(
    cartDialog(product).getByText("Free shipping on orders above £50 - UK only"),
  ).toBeVisible();

  // £18 sells at £15, below its content price, which shows struck through.
  await product.goto(`${studio}/goods/tote-bag`);
  await expect(product.getByRole("main")).toContainText("£15.00");
  await expect(product.getByRole("main").locator("s")).toHaveText(/£18\.00$/);
  const addTote = await whenLive(product.getByRole("button", { name: "Add to cart" }));
  await product.getByLabel("Colour").selectOption({ label: "Black" });
  await addTote.click();
  await expect(cartDialog(product)).toHaveAccessibleName("Cart (2)");
  await expect(amount(product, "subtotal")).toHaveText("£51.00");

  // £51.00 is above this catalogue's £50: UK shipping is free (the demo's rules charge £6.00).
  await product.goto(`${studio}/checkout`);
  await whenLive(product.getByRole("button", { name: "Continue to payment" }));
  await product.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await product.getByLabel("Email").fill("ada@example.com");
  await product.getByLabel("Address line 1").fill("4 Printworks Yard");
  await product.getByLabel("Town or city").fill("London");
  await product.getByLabel("Postcode").fill("EC1R 0AT");
  await product.getByLabel("Country").selectOption({ label: "United Kingdom" });
  await product.getByRole("button", { name: "Continue to payment" }).click();
  const summary = product.getByRole("complementary", { name: "Order summary" });
  const previewed = (key: string) => summary.locator(`dd[data-key='${key}']`);
  await expect(previewed("subtotal")).toHaveText("£51.00");
  await expect(previewed("shipping")).toHaveText("£0.00");
  await expect(previewed("taxes")).toHaveText("£10.20");
  await expect(previewed("total")).toHaveText("£61.20");

  await product.getByLabel("Card number").fill("4242 4242 4242 4242");
  await product.getByLabel("Expiry date").fill("12 / 35");
  await product.getByLabel("Security code").fill("123");
  await product.getByRole("button", { name: "Pay £61.20" }).click();
  const invoice = product.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(invoice.getByRole("row").filter({ hasText: POSTER_A1 })).toContainText("£36.00");
  await expect(invoice.getByRole("row").filter({ hasText: TOTE_BLACK })).toContainText("£15.00");
  await expect(invoice.locator("dd[data-key='subtotal']")).toHaveText("£51.00");
  await expect(invoice.locator("dd[data-key='shipping']")).toHaveText("£0.00");
  await expect(invoice.locator("dd[data-key='total']")).toHaveText("£61.20");
  expect(consoleErrors).toEqual([]);
});
