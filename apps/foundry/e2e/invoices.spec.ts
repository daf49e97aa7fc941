// Guards what a customer has after paying (spec 2.10, 3, 9; DESIGN 4.8, 7.1): the invoice in the
// account's list opens at /account/invoices/{id}, printable with no header or footer, with each
// font's licence line and licence detail text ('Brand name: …', 'Domain name: …'), a print
// button and, after checkout (`?thanks=1`), a thank-you once the invoice reads paid ('Confirming
// your payment…' and asking again while it is still open); the downloads list links working ZIPs;
// another customer opening the same invoice reads "not found".
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  expectAccountOf,
  logInThroughForm,
  newCustomer,
  registerThroughForm,
} from "./helpers/account";
import { holdInvoiceOpen } from "./helpers/graphql";
import { buyInterThroughApi, ORDER_LICENCE } from "./helpers/purchase";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("a paid invoice and its downloads, for its owner only", async ({ page, browser }) => {
  const customer = newCustomer("invoices");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  const order = await buyInterThroughApi(page, customer.email);

  await page.goto(`/account/invoices/${order.invoiceId}?thanks=1`);
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you for your order." }),
  ).toBeVisible();
  const sheet = page.getByRole("article", { name: `Invoice ${order.number}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText("Paid", { exact: true })).toBeVisible();
  const items = sheet.getByRole("table", { name: "Items" });
  const regular = items.getByRole("row", { name: /Inter Regular/ });
  await expect(regular).toContainText("Basic, Startup");
  await expect(regular).toContainText(`Brand name: ${ORDER_LICENCE.basicBrand}`);
  const family = items.getByRole("row", { name: /Inter Family/ });
  await expect(family).toContainText("Web, Startup");
  await expect(family).toContainText(`Domain name: ${ORDER_LICENCE.domain}`);
  await expect(page.getByRole("button", { name: "Print invoice" })).toBeVisible();
  // The same invoice as a PDF, through the signed link the page was given.
  const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(
    `attachment; filename="Invoice ${order.number}.pdf"`,
  );
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Back to your account" }).click();
  await expectAccountOf(page, customer);
  await page.getByRole("link", { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/account/invoices/${order.invoiceId}$`));
  await expect(sheet).toBeVisible();
  await expect(page.getByText("Thank you for your order.")).toHaveCount(0);

  await page.goto("/account");
  const downloads = page.getByRole("region", { name: "Downloads" });
  const familyZip = downloads.getByRole("link", { name: "Inter Family" });
  await expect(familyZip).toBeVisible();
  await expect(downloads.getByRole("link", { name: "Inter Regular" })).toBeVisible();
  await expect(downloads.getByText("Web licence")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const zip = await page.request.get((await familyZip.getAttribute("href")) ?? "");
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toContain("zip");

  // Another customer gets the same answer as for a missing invoice.
  const stranger = newCustomer("stranger");
  const other = await browser.newContext();
  await skipConsentDialog(other);
  const strangerPage = await other.newPage();
  await strangerPage.goto("/login");
  await registerThroughForm(strangerPage, stranger);
  await expectAccountOf(strangerPage, stranger);
  await strangerPage.goto(`/account/invoices/${order.invoiceId}`);
  await expect(
    strangerPage.getByRole("heading", { level: 1, name: "Invoice not found" }),
  ).toBeVisible();
  await other.close();

  // Its owner, logged in again in a fresh browser, still has it.
  const again = await browser.newContext();
  await skipConsentDialog(again);
  const ownerPage = await again.newPage();
  await ownerPage.goto(`/account/invoices/${order.invoiceId}`);
  await expect(ownerPage).toHaveURL(/\/login\?next=/);
  await logInThroughForm(ownerPage, customer.email, customer.password);
  await expect(ownerPage.getByRole("article", { name: `Invoice ${order.number}` })).toBeVisible();
  await again.close();
});

test("straight after paying, an invoice still open says the payment is being confirmed until it reads paid", async ({
  page,
}) => {
  const customer = newCustomer("settling");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  const order = await buyInterThroughApi(page, customer.email);

  // The first two answers read open (a webhook not yet in); the page asks again every 2 s.
  await holdInvoiceOpen(page, 2);
  await page.goto(`/account/invoices/${order.invoiceId}?thanks=1`);
  const status = page.getByRole("status");
  await expect(status).toHaveText("Confirming your payment…");
  const sheet = page.getByRole("article", { name: `Invoice ${order.number}` });
  await expect(sheet.getByText("Awaiting payment", { exact: true })).toBeVisible();
  await expect(page.getByText("Your fonts are ready")).toHaveCount(0);

  await expect(status).toContainText("Thank you for your order.", { timeout: 10_000 });
  await expect(sheet.getByText("Paid", { exact: true })).toBeVisible();
});
