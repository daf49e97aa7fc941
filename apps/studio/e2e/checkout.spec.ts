// Guards the studio's guest checkout of its browser-held goods (spec 2.14, 4.4, 4.5; DESIGN 4.7,
// 7.1): field errors, the preview invoice filling in Shipping / Taxes / Total (free UK shipping
// above £75), payment with the test provider's card ending in 'Order Complete' and an empty cart
// after a reload, a declined card charging nothing, 'Confirming your payment…' until the invoice
// reads paid, and the guest's private invoice link.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { APIRequestContext, Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

/** Adds a product (and variant) from its page, as a visitor does. */
async function addToCart(page: Page, slug: string, variant?: { label: string; option: string }) {
  await page.goto(`/goods/${slug}`);
  const add = await whenLive(page.getByRole("button", { name: "Add to cart" }));
  if (variant) await page.getByLabel(variant.label).selectOption({ label: variant.option });
  await add.click();
  await expect(page.getByRole("dialog", { name: /^Cart \(\d+\)$/ })).toBeVisible();
}

const POSTER_A1 = { label: "Size", option: "A1 (594 × 841 mm) — £45.00" };

async function fillDetails(page: Page, country = "United Kingdom") {
  await page.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Address line 1").fill("4 Printworks Yard");
  await page.getByLabel("Town or city").fill("London");
  await page.getByLabel("Postcode").fill("EC1R 0AT");
  await page.getByLabel("Country").selectOption({ label: country });
}

async function continueToPayment(page: Page) {
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 35");
  await page.getByLabel("Security code").fill("123");
  await page.getByRole("button", { name: /^Pay £/ }).click();
}

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });
const total = (page: Page, key: string) => summary(page).locator(`dd[data-key='${key}']`);

test("a guest pays for goods with the test card: 'Order Complete', the invoice, and an empty cart after a reload", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  await addToCart(page, "poster", POSTER_A1);
  await addToCart(page, "tote-bag", { label: "Colour", option: "Black" });
  await page.goto("/checkout");
  await expect(summary(page).getByRole("heading", { name: "Cart (2)" })).toBeVisible();
  await expect(total(page, "subtotal")).toHaveText("£65.00");
  await expect(total(page, "total")).toHaveText("Enter shipping address to calculate");
  await expectNoSeriousA11yViolations(page);

  // Nothing filled in: each required field says what it needs, and nothing is sent.
  await (await whenLive(page.getByRole("button", { name: "Continue to payment" }))).click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter the first line of the delivery address")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();

  await fillDetails(page);
  await continueToPayment(page);
  // The preview invoice's amounts: £6.00 UK shipping below £75, VAT 20% on goods and shipping.
  await expect(total(page, "shipping")).toHaveText("£6.00");
  await expect(total(page, "taxes")).toHaveText("£14.20");
  await expect(total(page, "total")).toHaveText("£85.20");
  // While paying, the order is read-only.
  await expect(summary(page).getByRole("button", { name: /^Remove/ })).toHaveCount(0);

  await payWith(page, "4242 4242 4242 4242");
  await expect(summary(page).getByRole("heading", { name: "Order Complete" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(summary(page).getByText("Meridian Tote Bag (Black)")).toBeVisible();
  await expect(summary(page).getByRole("button")).toHaveCount(0);
  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(invoice.getByText("Paid by Visa ending in 4242")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The stored items are gone: a reload starts an empty cart.
  await page.reload();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await page.goto("/goods");
  await expect(page.getByRole("button", { name: "Cart (0)" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a declined card says so, charges nothing, and another card then pays", async ({
  page,
  request,
}) => {
  test.slow();
  await addToCart(page, "letterpress-alphabet-cards");
  await page.goto("/checkout");
  await whenLive(page.getByRole("button", { name: "Continue to payment" }));
  await fillDetails(page);
  await continueToPayment(page);

  const finalized = page.waitForResponse(
    (response) =>
      response.url().endsWith("/graphql") &&
      (response.request().postData() ?? "").includes("FinalizeInvoice"),
  );
  await payWith(page, "4000 0000 0000 0002");
  const { invoiceId, invoiceKey } = (await (await finalized).json()).data.finalizeInvoice;
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toHaveText(
    "Your card was declined. Nothing was charged. Please try another card.",
  );
  await expect(summary(page).getByRole("heading", { name: "Cart (1)" })).toBeVisible();
  expect(await invoiceStatus(request, invoiceId, invoiceKey)).toBe("failed");

  // The first two invoice answers read open, as while a Stripe payment waits for its webhook:
  // the page confirms the payment, asks again, and thanks only once the invoice reads paid.
  await answerInvoiceOpen(page, 2);
  await payWith(page, "4242 4242 4242 4242");
  await expect(summary(page).getByRole("heading", { name: "Order Complete" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Confirming your payment…" }),
  ).toBeVisible();
  await expect(page.getByText(/is paid\./)).toBeVisible({ timeout: 10_000 });
  expect(await invoiceStatus(request, invoiceId, invoiceKey)).toBe("paid");
});

/** Answers the next `times` FullInvoice requests with the invoice still open. */
async function answerInvoiceOpen(page: Page, times: number) {
  let left = times;
  await page.route("**/graphql", async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== "FullInvoice" || left <= 0) return route.fallback();
    left -= 1;
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { fullInvoice?: { status: string } } };
    if (json.data?.fullInvoice) json.data.fullInvoice.status = "open";
    await route.fulfill({ response, json });
  });
}

test("the preview recalculates for the address: free UK shipping above £75, EU shipping and VAT", async ({
  page,
}) => {
  test.slow();
  await addToCart(page, "poster", POSTER_A1);
  await addToCart(page, "risograph-print", { label: "Colourway", option: "Green and pink" });
  await page.goto("/checkout");
  await whenLive(page.getByRole("button", { name: "Continue to payment" }));
  await fillDetails(page);
  await page.getByLabel("Discount code (optional)").fill("NOT-A-CODE");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByText("This discount code is not valid")).toBeVisible();

  await page.getByLabel("Discount code (optional)").fill("");
  await continueToPayment(page);
  await expect(total(page, "subtotal")).toHaveText("£85.00");
  await expect(total(page, "shipping")).toHaveText("£0.00");
  await expect(total(page, "total")).toHaveText("£102.00");

  await page.getByRole("button", { name: "Edit your details" }).click();
  await expect(total(page, "total")).toHaveText("Enter shipping address to calculate");
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  await continueToPayment(page);
  await expect(total(page, "shipping")).toHaveText("£14.00");
  await expect(total(page, "taxes")).toHaveText("£18.81");
  await expect(page.getByRole("button", { name: "Pay £117.81" })).toBeVisible();
});

test("the e-mailed invoice link shows the guest's invoice; a wrong key finds nothing", async ({
  page,
  request,
}) => {
  const { invoiceId, invoiceKey } = await paidGuestOrder(request);
  await page.goto(`/invoice/${invoiceId}?key=${encodeURIComponent(invoiceKey)}`);
  const invoice = page.getByRole("article", { name: /^Invoice MER-\d{4}-\d{6}$/ });
  await expect(invoice).toBeVisible();
  await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
  await expect(
    invoice.getByRole("rowheader", { name: "Meridian Tote Bag (Natural)" }),
  ).toBeVisible();
  await expect(invoice.getByText("Ada Lovelace").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Print invoice" })).toBeVisible();
  // The guest's key reaches the PDF too, through the signed link the page was given.
  const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
  const pdf = await request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectNoSeriousA11yViolations(page);

  const wrong = await page.goto(`/invoice/${invoiceId}?key=not-the-key`);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

async function graphql(request: APIRequestContext, query: string, variables: object) {
  const response = await request.post("/graphql", { data: { query, variables } });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

async function invoiceStatus(request: APIRequestContext, invoiceId: number, key: string) {
  const data = await graphql(
    request,
    "query ($id: ID!, $key: String) { invoice(invoiceId: $id, key: $key) { status } }",
    { id: String(invoiceId), key },
  );
  return data.invoice?.status;
}

/** A paid guest order made through the API as the checkout makes it (its cookie included). */
async function paidGuestOrder(request: APIRequestContext) {
  const customer = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    phone: "",
    vatNumber: "",
    line1: "4 Printworks Yard",
    line2: "",
    city: "London",
    country: "GB",
    postcode: "EC1R 0AT",
    shippingAddressName: "Ada Lovelace",
    shippingCompanyName: "",
    shippingLine1: "4 Printworks Yard",
    shippingLine2: "",
    shippingCity: "London",
    shippingCountry: "GB",
    shippingPostcode: "EC1R 0AT",
  };
  const created = await graphql(
    request,
    `mutation ($name: String!, $email: String!, $phone: String!, $vatNumber: String!,
      $line1: String!, $line2: String!, $city: String!, $country: String!, $postcode: String!,
      $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!,
      $shippingLine2: String!, $shippingCity: String, $shippingCountry: String,
      $shippingPostcode: String, $items: [GuestItemInput!]) {
      createInvoice(name: $name, email: $email, phone: $phone, vatNumber: $vatNumber,
        isBusiness: false, line1: $line1, line2: $line2, city: $city, country: $country,
        postcode: $postcode, shippingAddressName: $shippingAddressName,
        shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1,
        shippingLine2: $shippingLine2, shippingCity: $shippingCity,
        shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode, items: $items) {
        errors { message } invoice { invoiceId }
      } }`,
    {
      ...customer,
      items: [{ productId: "goods-tote-bag", variantId: "tote-bag-natural", quantity: 1 }],
    },
  );
  expect(created.createInvoice.errors).toEqual([]);
  const finalized = await graphql(
    request,
    `mutation ($invoiceId: Int!, $name: String!, $email: String!, $phone: String!,
      $vatNumber: String!, $line1: String!, $line2: String!, $city: String!, $country: String!,
      $postcode: String!, $shippingAddressName: String!, $shippingCompanyName: String!,
      $shippingLine1: String!, $shippingLine2: String!, $shippingCity: String!,
      $shippingCountry: String!, $shippingPostcode: String!) {
      finalizeInvoice(invoiceId: $invoiceId, name: $name, email: $email, companyName: "",
        vatNumber: $vatNumber, phone: $phone, line1: $line1, line2: $line2, city: $city,
        country: $country, postcode: $postcode, shippingAddressName: $shippingAddressName,
        shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1,
        shippingLine2: $shippingLine2, shippingCity: $shippingCity,
        shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode,
        basicBrand: "", socialBrand: "", logoBrand: "", domain: "", app: "") {
        errors { message } clientSecret invoiceId invoiceKey
      } }`,
    { ...customer, invoiceId: created.createInvoice.invoice.invoiceId },
  );
  const { errors, clientSecret, invoiceId, invoiceKey } = finalized.finalizeInvoice;
  expect(errors).toEqual([]);
  const confirmed = await graphql(
    request,
    `mutation ($clientSecret: String!) {
      confirmTestPayment(clientSecret: $clientSecret, cardNumber: "4242 4242 4242 4242",
        expiry: "12/35", cvc: "123") { errors { message } status } }`,
    { clientSecret },
  );
  expect(confirmed.confirmTestPayment.status).toBe("succeeded");
  return { invoiceId: invoiceId as number, invoiceKey: invoiceKey as string };
}
