// Guards why the checkout's tax is zero (issue 14, item 4; spec 4.5, DESIGN 4.3): the preview
// names the tax as the invoice does, so an EU business with a valid VAT number reads 'Taxes
// (Reverse charge)' and who accounts for the VAT before paying, not only on the invoice, and a
// billing address outside the UK and EU reads 'Taxes (No VAT)' and why.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
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

/** A basic licence of Source Serif 4 Bold, checked out by a new customer up to the payment step. */
async function previewWith(page: Page, billing: Billing, business?: { vatNumber: string }) {
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
  await expect(page.getByRole("heading", { name: "Payment" })).toBeFocused();
}

test("an EU business with a valid VAT number sees the reverse charge named before paying", async ({
  page,
}) => {
  test.setTimeout(60_000);
  // DE129273398 passes the German VAT number checksum (jsvat), as the API's tests use it.
  await previewWith(
    page,
    { line1: "Unter den Linden 1", city: "Berlin", postcode: "10117", country: "Germany" },
    { vatNumber: "DE129273398" },
  );
  await expect(taxes(page)).toHaveText("Taxes (Reverse charge)");
  await expect(summary(page).locator("dt[data-key='taxes'] + dd")).toHaveText("£0.00");
  await expect(
    summary(page).getByText("Reverse charge: the customer accounts for the VAT on this supply."),
  ).toBeVisible();
  await expect(summary(page).locator("dt[data-key='total'] + dd")).toHaveText("£55.00");
  await expectNoSeriousA11yViolations(page);
});

test("a billing address outside the UK and EU sees why no VAT is charged", async ({ page }) => {
  test.setTimeout(60_000);
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
