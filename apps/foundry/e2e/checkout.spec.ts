// Guards the foundry's checkout (spec 2.8, 4.5, 7.4; DESIGN 4.7, 7.1): a visitor is sent to log in
// (here: to register) and brought back; the licence details of the cart's licence types are asked
// for; the preview invoice fills the totals that read 'Enter billing address to calculate' before
// it, in the header's cart panel too; the test card pays once and opens the paid invoice with its
// thanks; the account's downloads are ZIPs holding the right files; a declined card says so and
// another card then pays, with a discount code whose saving the summary and the invoice show alike;
// the customer's name and e-mail start filled in, what they type stays when the cart's licence
// types change, and Edit brings focus back to their details; a cart over the limit offers the
// purchase enquiry instead of checkout.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { zipEntryNames } from "@meridian/e2e/zip";
import type { Locator, Page } from "@playwright/test";
import { newCustomer, registerThroughForm } from "./helpers/account";
import { addLicence, cartButton, cartPanel, closeCart, waitForCart } from "./helpers/cart";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });
const totalValue = (page: Page, label: string) =>
  summary(page).locator(`dt:text-is("${label}") + dd`);

/** From the cart panel to /checkout through the login page's registration form. */
async function checkOutAsNewCustomer(page: Page, label: string) {
  await cartPanel(page).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  const customer = newCustomer(label);
  await registerThroughForm(page, customer);
  await expect(page).toHaveURL(/\/checkout$/);
  return customer;
}

async function fillBillingDetails(page: Page, customer: { name: string; email: string }) {
  // The footer's newsletter has an Email field too.
  const form = page.getByRole("main");
  await form.getByLabel("Name", { exact: true }).fill(customer.name);
  await form.getByLabel("Email").fill(customer.email);
  await form.getByLabel("Address line 1").fill("4 Printworks Yard");
  await form.getByLabel("Town or city").fill("London");
  await form.getByLabel(/^Postcode/).fill("EC1R 0AT");
}

async function payWith(page: Page, cardNumber: string, payLabel: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: payLabel }).click();
}

test("a visitor registers, pays with the test card, sees the paid invoice and downloads the fonts", async ({
  page,
}) => {
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Bold", "Basic");
  await closeCart(page);
  await addLicence(page, "Source Serif 4 Regular", "Web");
  await expect(page.getByRole("dialog", { name: "Cart (2)" })).toBeVisible();
  const customer = await checkOutAsNewCustomer(page, "checkout");

  // The anonymous cart came along with the login; the summary is read-only.
  await expect(summary(page).getByRole("heading", { name: "Cart (2)" })).toBeVisible();
  await expect(summary(page).getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(summary(page).getByRole("link", { name: "Checkout" })).toHaveCount(0);
  for (const label of ["Taxes", "Total"]) {
    await expect(totalValue(page, label)).toHaveText("Enter billing address to calculate");
  }
  await expectNoSeriousA11yViolations(page);

  // Each licence type in the cart asks for its detail.
  await fillBillingDetails(page, customer);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("Please enter the brand name for the basic licence")).toBeVisible();
  await expect(page.getByText("Please enter the domain name for the web licence")).toBeVisible();
  await expect(page.getByLabel("Brand name (basic licence)")).toBeFocused();
  await expect(page.getByLabel("App name (app licence)")).toHaveCount(0);
  await page.getByLabel("Brand name (basic licence)").fill("Lovelace & Co");
  await page.getByLabel("Domain name (web licence)").fill("lovelace.example");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // The preview's totals: two £50.00 licences and UK VAT at 20%.
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expect(totalValue(page, "Sub Total")).toHaveText("£100.00");
  // The preview names the tax as the invoice will.
  await expect(totalValue(page, "Taxes (VAT 20%)")).toHaveText("£20.00");
  await expect(totalValue(page, "Total")).toHaveText("£120.00");
  // The header's cart panel reads the same preview, not 'Enter billing address to calculate'.
  await cartButton(page).click();
  await expect(cartPanel(page).locator('dt:text-is("Total") + dd')).toHaveText("£120.00");
  await closeCart(page);
  await expect(page.getByText("Brand name (basic licence): Lovelace & Co")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await payWith(page, "4242 4242 4242 4242", "Pay £120.00");
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for your order." }),
  ).toBeVisible();
  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(invoice).toContainText("Brand name: Lovelace & Co");
  await expect(invoice).toContainText("Domain name: lovelace.example");

  // The account's downloads: each licence a ZIP of its own files.
  await page.goto("/account");
  await waitForCart(page);
  const downloads = page.getByRole("region", { name: "Downloads" });
  const zipOf = async (name: RegExp) => {
    const href = await downloads.getByRole("link", { name }).getAttribute("href");
    expect(href).toBeTruthy();
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/zip");
    return zipEntryNames(await response.body());
  };
  const desktop = await zipOf(/^Source Serif 4 Bold/);
  expect(desktop.filter((name) => /\.(otf|ttf)$/i.test(name))).toHaveLength(1);
  expect(desktop.some((name) => /\.woff2$/i.test(name))).toBe(false);
  expect(desktop.some((name) => name.endsWith("/OFL.txt"))).toBe(true);
  expect(desktop.some((name) => /Licence certificate MER-\d{4}-\d{6}\.pdf$/.test(name))).toBe(true);
  const web = await zipOf(/^Source Serif 4 Regular/);
  expect(web.filter((name) => /\.woff2$/i.test(name) && !name.includes("/web-kit/"))).toHaveLength(
    1,
  );
  // The web kit: the style's WOFF2 by script, their stylesheet and a specimen.
  expect(web.filter((name) => name.includes("/web-kit/fonts/"))).not.toHaveLength(0);
  expect(web.some((name) => name.endsWith("/web-kit/fonts.css"))).toBe(true);
  expect(web.some((name) => name.endsWith("/web-kit/index.html"))).toBe(true);
  expect(web.some((name) => /\.(otf|ttf)$/i.test(name))).toBe(false);

  // The paid cart is closed: the customer starts a new, empty one.
  await expect(
    page.getByRole("banner").getByRole("button", { name: /^Cart/ }),
  ).toHaveAccessibleName("Cart £0.00 0 items");
});

test("a declined card says so and charges nothing; another card then pays", async ({ page }) => {
  // A font and goods: the goods go to the billing address unless another is given.
  await page.goto("/about");
  await waitForCart(page);
  await page.getByRole("button", { name: /^Add to cart\s?: Meridian Tote Bag$/ }).click();
  await closeCart(page);
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Black", "Social");
  const customer = await checkOutAsNewCustomer(page, "declined");
  await expect(page.getByRole("checkbox", { name: "Same as the billing address" })).toBeChecked();
  await expect(totalValue(page, "Shipping")).toHaveText("Enter billing address to calculate");
  await fillBillingDetails(page, customer);
  await page.getByLabel("Social brand (social licence)").fill("@lovelace");
  await page.getByLabel("Discount code (optional)").fill("WELCOME10");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(totalValue(page, "Shipping")).toHaveText(/^£\d+\.\d\d$/);
  // The code's saving has a row of its own, and the summary adds up as the invoice will.
  const summaryAmounts = await readTotals(
    page.getByRole("complementary", { name: "Order summary" }),
  );
  expect(summaryAmounts["Discount code"]).toMatch(/^-£\d+\.\d\d$/);
  const pence = (label: string) =>
    Math.round(Number((summaryAmounts[label] ?? "").replace(/[£,]/g, "")) * 100);
  expect(pence("Sub Total") + pence("Discount code") + pence("Shipping") + pence("Taxes")).toBe(
    pence("Total"),
  );
  await expect(page.getByText("Same as the billing address")).toBeVisible();
  const pay = page.getByRole("button", { name: /^Pay £/ });
  const payLabel = (await pay.textContent())?.replace("→", "").trim() ?? "";

  await payWith(page, "4000 0000 0000 0002", payLabel);
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toHaveText(
    "Your card was declined. Nothing was charged. Please try another card.",
  );
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(pay).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });
  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(invoice).toContainText("Social brand: @lovelace");
  const invoiceAmounts = await readTotals(invoice);
  for (const label of ["Sub Total", "Discount code", "Shipping", "Total"]) {
    expect(invoiceAmounts[label]).toBe(summaryAmounts[label]);
  }
});

/** The total rows of a summary or an invoice, label → amount, with 'Taxes (VAT 20%)' as 'Taxes'. */
async function readTotals(scope: Locator): Promise<Record<string, string>> {
  const labels = await scope.locator("dt").allTextContents();
  const values = await scope.locator("dt + dd").allTextContents();
  return Object.fromEntries(
    labels.map((label, index) => [
      label.replace(/ \(.*\)$/, "").trim(),
      values[index]?.trim() ?? "",
    ]),
  );
}

test("what the customer typed stays when the cart's licence types change", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Bold", "Basic");
  await closeCart(page);
  await addLicence(page, "Source Serif 4 Regular", "Web");
  const customer = await checkOutAsNewCustomer(page, "typed");
  // The signed-in customer's name and e-mail are filled in already.
  const form = page.getByRole("main");
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(customer.name);
  await expect(form.getByLabel("Email")).toHaveValue(customer.email);
  await fillBillingDetails(page, customer);
  await page.getByLabel("Brand name (basic licence)").fill("Lovelace & Co");
  await page.getByLabel("Domain name (web licence)").fill("lovelace.example");

  // The web licence goes from the header's cart: its question goes, the rest stays as typed.
  await cartButton(page).click();
  await cartPanel(page)
    .getByRole("button", { name: /^Remove Source Serif 4 Regular/ })
    .click();
  await expect(page.getByLabel("Domain name (web licence)")).toHaveCount(0);
  await closeCart(page);
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue(customer.name);
  await expect(form.getByLabel("Address line 1")).toHaveValue("4 Printworks Yard");
  await expect(page.getByLabel("Brand name (basic licence)")).toHaveValue("Lovelace & Co");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();

  // Edit takes the customer back to the details with focus on their heading.
  await page.getByRole("button", { name: "Edit your details" }).click();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeFocused();
  await expect(page.getByLabel("Brand name (basic licence)")).toHaveValue("Lovelace & Co");
});

/** Puts licences in the visitor's cookie cart through the site's /graphql, as the panel would. */
async function addByApi(page: Page, productId: string, licenceType: number) {
  const response = await page.request.post("/graphql", {
    data: {
      operationName: "AddItemToCart",
      query: `mutation AddItemToCart($productId: ID!, $licenceType: Int, $licenceSize: Int) {
        addItemToCart(itemType: "family", productId: $productId, licenceType: $licenceType, licenceSize: $licenceSize) {
          errors { message }
        }
      }`,
      variables: { productId, licenceType, licenceSize: 3 },
    },
  });
  expect(await response.json()).toEqual({ data: { addItemToCart: { errors: [] } } });
}

test("a cart over the limit offers the purchase enquiry instead of checkout", async ({ page }) => {
  await page.goto("/fonts/inter");
  await waitForCart(page);
  // Every licence type of two families at size Large: well over £10,000.
  for (const font of ["inter", "source-serif-4"]) {
    for (const type of [0, 1, 2, 3, 4]) await addByApi(page, font, type);
  }
  await page.reload();
  await waitForCart(page);
  await page.getByRole("banner").getByRole("button", { name: /^Cart/ }).click();
  const panel = page.getByRole("dialog", { name: "Cart (10)" });
  const contact = panel.getByRole("link", { name: "Contact us" });
  await expect(contact).toBeVisible();
  const href = decodeURIComponent((await contact.getAttribute("href")) ?? "");
  expect(href).toMatch(/^mailto:hello@meridian\.example\?subject=Purchase enquiry&body=/);
  expect(href).toContain("I'm interested in purchasing the following items:");
  expect(href).toContain("Inter Family - Logo, Large - £");
  expect(href).toContain("<Please provide any other relevant details here>");
  await expect(panel.getByRole("link", { name: "Checkout" })).toHaveCount(0);
  await expect(panel.getByText("Do you want to share this cart?")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // /checkout itself will not take the order either.
  await checkOutAsNewCustomerFromUrl(page);
  await expect(page.getByText("This order is larger than we take online.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    /^mailto:hello@meridian\.example\?subject=Purchase%20enquiry/,
  );
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
});

async function checkOutAsNewCustomerFromUrl(page: Page) {
  await closeCart(page);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout$/);
  await registerThroughForm(page, newCustomer("over-limit"));
  await expect(page).toHaveURL(/\/checkout$/);
}
