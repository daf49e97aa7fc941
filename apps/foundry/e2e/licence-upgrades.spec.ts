// Guards licence upgrades (DESIGN 4.10, issue 20) as a customer meets them: a style bought in
// euros is offered its family on /account at the family's price less what was paid, converted
// into the cart's pounds; the upgrade goes into the cart named for what it grows from, with its
// credit, through the usual checkout; the invoice prints the credit as a line of its own; and
// the account then holds the family alone — its download, at its size — in place of the style.
// An upgrade its credit covers costs nothing and is placed without a card. An upgrade of another
// customer's licence is refused.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { zipEntryNames } from "@meridian/e2e/zip";
import type { Page } from "@playwright/test";
import { expectAccountOf, newCustomer, registerThroughForm } from "./helpers/account";
import { cartPanel, itemRow, waitForCart } from "./helpers/cart";
import { ADD_ITEM, buyInterThroughApi, shopCall } from "./helpers/purchase";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const REGULAR_WEB = [
  {
    itemType: "style",
    productId: "inter",
    styleId: "inter-regular",
    licenceType: 1,
    licenceSize: 0,
  },
];

async function registered(page: Page, label: string) {
  const customer = newCustomer(label);
  await page.goto("/login");
  await registerThroughForm(page, customer);
  // Signed in: the session is stored before the API is called with it.
  await expectAccountOf(page, customer);
  return customer;
}

const licences = (page: Page) => page.getByRole("region", { name: "Licences" });

/** From the open cart panel through the checkout's details to the payment step. */
async function checkOutWebLicence(page: Page) {
  await cartPanel(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole("main");
  await form.getByLabel("Address line 1").fill("4 Printworks Yard");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel(/^Postcode/).fill("EC1R 0AT");
  await page.getByLabel("Domain name (web licence)").fill("upgrade.example");
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

test("a style bought in euros is upgraded to its family in pounds, credited with what was paid", async ({
  page,
}) => {
  const customer = await registered(page, "upgrade");
  const bought = await buyInterThroughApi(page, customer.email, {
    lines: REGULAR_WEB,
    currency: "EUR",
  });

  await page.goto("/account");
  await waitForCart(page);
  const row = licences(page).getByRole("listitem").filter({ hasText: "Inter Regular" });
  await expect(row).toContainText(`Web, Startup · ${bought.number}`);
  // The licence's proof: the page its certificate prints, for anyone to open.
  const proof = await row
    .getByRole("link", { name: "Proof of licence: Inter Regular, Web, Startup" })
    .getAttribute("href");
  expect(proof).toMatch(/\/licences\/verify\/[0-9a-f-]{36}\.[\w-]{22}$/);
  const proofPath = new URL(proof ?? "").pathname;
  await row.getByRole("button", { name: "Upgrade Inter Regular, Web, Startup" }).click();
  // Paid €60.00: £52.17 at today's rate, taken off the family's £200.00 and rounded up to £148;
  // the credit applied is what that leaves, £52.00.
  const family = row.getByRole("listitem").filter({ hasText: "Inter Family, Web, Startup" });
  await expect(family).toContainText("£148.00 after a £52.00 credit");
  await expectNoSeriousA11yViolations(page);
  await family
    .getByRole("button", { name: "Add to cart: the upgrade to Inter Family, Web, Startup" })
    .click();

  const panel = cartPanel(page);
  await expect(panel).toBeVisible();
  const line = itemRow(panel, "Inter Family — upgrade from Regular, Web, Startup");
  await expect(line).toContainText("£148.00");
  await expect(line).toContainText("Credit £52.00");
  // Its size is its target's: no size dropdown beside it.
  await expect(panel.getByRole("combobox", { name: /^Licence size/ })).toHaveCount(0);

  // The usual checkout: billing details, the web licence's domain, the test card.
  await checkOutWebLicence(page);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  // £148.00 and UK VAT at 20 %.
  await page.getByRole("button", { name: "Pay £177.60" }).click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });

  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  const rows = invoice.getByRole("row");
  await expect(
    rows.filter({ hasText: "Inter Family — upgrade from Regular, Web, Startup" }),
  ).toContainText("£200.00");
  await expect(rows.filter({ hasText: "Credit for the licences replaced" })).toContainText(
    "-£52.00",
  );

  // The account now holds the family in place of the style.
  await page.goto("/account");
  await waitForCart(page);
  const downloads = page.getByRole("region", { name: "Downloads" });
  await expect(downloads.getByRole("listitem")).toHaveCount(1);
  const download = downloads.getByRole("listitem").filter({ hasText: "Inter Family" });
  await expect(download).toContainText("Web licence, Startup");
  const href = await download.getByRole("link").getAttribute("href");
  const zip = zipEntryNames(await (await page.request.get(href ?? "")).body());
  expect(zip.filter((name) => /\.woff2$/i.test(name) && !name.includes("/web-kit/"))).toHaveLength(
    8,
  );
  await expect(
    licences(page).getByRole("listitem").filter({ hasText: "Inter Regular" }),
  ).toHaveCount(0);
  await expect(licences(page)).toContainText("Inter Family");

  // The old certificate's proof still stands, and says the licence has been upgraded.
  await page.goto(proofPath);
  await expect(page.getByRole("heading", { level: 1, name: "Licence certificate" })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(
        "This certificate is genuine, but the licence has since been upgraded: the newer certificate replaces it.",
      ),
  ).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: bought.number })).toBeVisible();
  await expect(page.getByText("Inter Regular", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const forged = await page.goto(`${proofPath.slice(0, -1)}${proofPath.endsWith("A") ? "B" : "A"}`);
  expect(forged?.status()).toBe(404);

  // The old invoice is as it was.
  await page.goto(`/account/invoices/${bought.invoiceId}`);
  const old = page.getByRole("article", { name: `Invoice ${bought.number}` });
  await expect(old.getByRole("row").filter({ hasText: "Inter Regular" })).toContainText("€60.00");
});

test("an upgrade its credit covers costs nothing and is placed without a card", async ({
  page,
}) => {
  const customer = await registered(page, "free-upgrade");
  // Five Inter styles, web, at £50 each: more than the family's £200.
  const styles = ["regular", "italic", "medium", "semibold", "bold"].map((weight) => ({
    itemType: "style",
    productId: "inter",
    styleId: `inter-${weight}`,
    licenceType: 1,
    licenceSize: 0,
  }));
  await buyInterThroughApi(page, customer.email, { lines: styles });

  await page.goto("/account");
  await waitForCart(page);
  const row = licences(page).getByRole("listitem").filter({ hasText: "Inter Bold" });
  await row.getByRole("button", { name: "Upgrade Inter Bold, Web, Startup" }).click();
  const family = row.getByRole("listitem").filter({ hasText: "Inter Family, Web, Startup" });
  await expect(family).toContainText("£0.00 after a £200.00 credit");
  await family
    .getByRole("button", { name: "Add to cart: the upgrade to Inter Family, Web, Startup" })
    .click();

  await checkOutWebLicence(page);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expect(
    page.getByText("There is nothing to pay for this order, so no card is needed."),
  ).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });

  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(invoice.locator("dd[data-key='total']")).toHaveText("£0.00");
  await page.goto("/account");
  await waitForCart(page);
  const downloads = page.getByRole("region", { name: "Downloads" });
  await expect(downloads.getByRole("listitem")).toHaveCount(1);
  await expect(downloads.getByRole("listitem")).toContainText("Inter Family");
});

test("an upgrade of another customer's licence is refused, and nothing is added", async ({
  page,
  browser,
}) => {
  const owner = await registered(page, "owner");
  await buyInterThroughApi(page, owner.email, { lines: REGULAR_WEB });
  // The query's field is the list itself.
  const [licence] = (await shopCall(page, "{ licences { id } }")) as unknown as { id: string }[];
  expect(licence?.id).toBeTruthy();

  const strangerContext = await browser.newContext();
  await skipConsentDialog(strangerContext);
  const stranger = await strangerContext.newPage();
  await registered(stranger, "stranger");
  const refused = await shopCall(stranger, ADD_ITEM, {
    itemType: "upgrade",
    productId: "inter",
    licenceSize: 0,
    upgradeFrom: licence?.id,
  });
  expect(refused.errors).toEqual([
    { code: "NOT_FOUND", field: "upgradeFrom", message: "No licence of yours with this id" },
  ]);
  await stranger.goto("/account");
  await waitForCart(stranger);
  await expect(licences(stranger)).toContainText(
    "Fonts you license will be listed here, ready to upgrade.",
  );
  await expect(
    stranger.getByRole("banner").getByRole("button", { name: /^Cart/ }),
  ).toHaveAccessibleName("Cart £0.00 0 items");
  await strangerContext.close();
});
