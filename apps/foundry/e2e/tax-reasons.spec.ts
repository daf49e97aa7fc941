// Guards why the checkout's tax is what it is (issue 14, item 4; spec 4.5, DESIGN 4.3, 4.11):
// the preview names the tax as the invoice does, so an EU business with a valid VAT number reads
// 'Taxes (Reverse charge)' and who accounts for the VAT before paying, not only on the invoice,
// and a billing address outside the UK and EU reads 'Taxes (No VAT)' and why. VAT numbers are
// checked with the end-to-end runs' VIES stand-in: one it does not know is refused by its field;
// a registered one is reverse-charged and the paid invoice records VIES's check; one VIES cannot
// check (its member state unavailable) is charged VAT, and the preview and invoice say why.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { VIES_NUMBERS } from "@meridian/e2e/vies";
import type { Page } from "@playwright/test";
import { newCustomer, registerThroughForm } from "./helpers/account";
import { addLicence, cartPanel } from "./helpers/cart";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });
const taxes = (page: Page) => summary(page).locator("dt[data-key='taxes']");

interface Billing {
  line1: string;
  city: string;
  postcode: string;
  country: string;
}

const BERLIN: Billing = {
  line1: "Unter den Linden 1",
  city: "Berlin",
  postcode: "10117",
  country: "Germany",
};

const invoiceSheet = (page: Page) =>
  page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });

async function payWithTestCard(page: Page, payLabel: string) {
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: payLabel }).click();
  await expect(page).toHaveURL(/\/account\/invoices\/\d+\?thanks=1$/, { timeout: 20_000 });
  await expect(invoiceSheet(page).getByText("Paid", { exact: true })).toBeVisible();
}

/** A basic licence of Source Serif 4 Bold in the cart of a new customer, their details sent. */
async function detailsWith(page: Page, billing: Billing, business?: { vatNumber: string }) {
  await page.goto("/fonts/source-serif-4");
  await addLicence(page, "Source Serif 4 Bold", "Basic");
  await cartPanel(page).getByRole("link", { name: "Checkout" }).click();
  await registerThroughForm(page, newCustomer("tax"));
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole("main");
  if (business) {
    await form.getByLabel("I am buying for a business").check();
    await form.getByLabel("Company name").fill("Setzerei Lovelace GmbH");
    await form.getByLabel("VAT number (optional)").fill(business.vatNumber);
  }
  await form.getByLabel("Address line 1").fill(billing.line1);
  await form.getByLabel("Town or city").fill(billing.city);
  await form.getByLabel(/^Postcode/).fill(billing.postcode);
  await form.getByLabel("Country").selectOption({ label: billing.country });
  await form.getByLabel("Brand name (basic licence)").fill("Lovelace");
  await page.getByRole("button", { name: "Continue to payment" }).click();
}

/** detailsWith, up to the payment step. */
async function previewWith(page: Page, billing: Billing, business?: { vatNumber: string }) {
  await detailsWith(page, billing, business);
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
}

test("an EU business with a valid VAT number sees the reverse charge named before paying", async ({
  page,
}) => {
  await previewWith(page, BERLIN, { vatNumber: VIES_NUMBERS.valid.number });
  await expect(taxes(page)).toHaveText("Taxes (Reverse charge)");
  await expect(summary(page).locator("dt[data-key='taxes'] + dd")).toHaveText("£0.00");
  await expect(
    summary(page).getByText("Reverse charge: the customer accounts for the VAT on this supply."),
  ).toBeVisible();
  await expect(summary(page).locator("dt[data-key='total'] + dd")).toHaveText("£55.00");
  await expectNoSeriousA11yViolations(page);
});

test("a billing address outside the UK and EU sees why no VAT is charged", async ({ page }) => {
  await previewWith(page, {
    line1: "350 Fifth Avenue",
    city: "New York",
    postcode: "10118",
    country: "United States",
  });
  await expect(taxes(page)).toHaveText("Taxes (No VAT)");
  await expect(summary(page).locator("dt[data-key='taxes'] + dd")).toHaveText("£0.00");
  await expect(
    summary(page).getByText("No UK VAT on orders billed outside the UK and EU."),
  ).toBeVisible();
});

test("a VAT number VIES does not know is refused by its field; the registered one is reverse-charged and the invoice shows VIES's check", async ({
  page,
}) => {
  await detailsWith(page, BERLIN, { vatNumber: VIES_NUMBERS.notRegistered });
  const vatNumber = page.getByRole("main").getByLabel("VAT number (optional)");
  await expect(page.getByText("This VAT number is not valid.")).toBeVisible();
  await expect(vatNumber).toBeFocused();
  await expect(vatNumber).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { name: "Payment" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await vatNumber.fill(VIES_NUMBERS.valid.number);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
  await expect(taxes(page)).toHaveText("Taxes (Reverse charge)");
  await expect(summary(page).locator("dt[data-key='total'] + dd")).toHaveText("£55.00");

  await payWithTestCard(page, "Pay £55.00");
  const invoice = invoiceSheet(page);
  await expect(invoice).toContainText(`VAT number ${VIES_NUMBERS.valid.number}`);
  await expect(invoice).toContainText(
    new RegExp(
      `Checked with VIES on \\d{1,2} [A-Z][a-z]+ \\d{4}: ${VIES_NUMBERS.valid.name}, consultation number WAPI[0-9A-Z]+`,
    ),
  );
  await expect(
    invoice.getByText("Reverse charge: the customer accounts for the VAT on this supply."),
  ).toBeVisible();
});

test("a VAT number VIES cannot check is charged VAT, and the preview and invoice say why", async ({
  page,
}) => {
  await previewWith(page, BERLIN, { vatNumber: VIES_NUMBERS.unverifiable });
  const why = "VAT number could not be verified, so VAT is charged.";
  // £55.00 and German VAT at 19 %.
  await expect(taxes(page)).toHaveText("Taxes (VAT 19%)");
  await expect(summary(page).locator("dt[data-key='taxes'] + dd")).toHaveText("£10.45");
  await expect(summary(page).getByText(why)).toBeVisible();
  await expect(summary(page).locator("dt[data-key='total'] + dd")).toHaveText("£65.45");
  await expectNoSeriousA11yViolations(page);

  await payWithTestCard(page, "Pay £65.45");
  const invoice = invoiceSheet(page);
  await expect(invoice.locator("dt[data-key='taxes']")).toHaveText("Taxes (VAT 19%)");
  await expect(invoice.getByText(why)).toBeVisible();
  await expect(invoice).not.toContainText("Checked with VIES");
});
