/**
 * A paid order placed straight through the shop API from the signed-in page (its stored token
 * headers, its cart cookie), for specs about what comes after checkout: invoices, downloads and
 * upgrades.
 * The checkout's own journey is tested through its form elsewhere.
 */
import { expect, type Page } from "@playwright/test";

export interface PaidOrder {
  invoiceId: string;
  number: string;
}

/** The licence details the order carries, as the invoice shows them (spec 9). */
export const ORDER_LICENCE = { basicBrand: "Plumb & Line", domain: "plumb-line.example" };

const BUYER = {
  name: "Ada Plumb",
  phone: "",
  vatNumber: "",
  line1: "1 Printworks Yard",
  line2: "",
  city: "London",
  country: "GB",
  postcode: "EC1R 0AT",
  shippingAddressName: "",
  shippingCompanyName: "",
  shippingLine1: "",
  shippingLine2: "",
};

/**
 * One shop API call from the signed-in page, with its stored token headers and cart cookie: the
 * payload of the operation's single field. A GraphQL error throws; payload errors are returned.
 */
export async function shopCall<T = Record<string, unknown>>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T & { errors?: { code: string; field: string | null; message: string }[] }> {
  return page.evaluate(
    async ({ query, variables }) => {
      const credentials = JSON.parse(window.localStorage.getItem("credentials") ?? "{}");
      const response = await fetch("/graphql", {
        method: "POST",
        credentials: "include",
        headers: {
          "Content-Type": "application/json",
          "Access-Token": credentials.accessToken,
          client: credentials.client,
          expiry: credentials.expiry,
          "Token-Type": credentials.tokenType,
          uid: credentials.uid,
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return Object.values(body.data)[0] as never;
    },
    { query, variables },
  );
}

/** shopCall, throwing when the payload holds errors. */
async function call(page: Page, query: string, variables: Record<string, unknown>) {
  const payload = await shopCall(page, query, variables);
  if (payload.errors?.length) throw new Error(JSON.stringify(payload.errors));
  return payload as unknown;
}

export const ADD_ITEM = `mutation($itemType: String!, $productId: ID!, $styleId: ID, $licenceType: Int, $licenceSize: Int, $upgradeFrom: ID) {
  addItemToCart(itemType: $itemType, productId: $productId, styleId: $styleId, licenceType: $licenceType, licenceSize: $licenceSize, upgradeFrom: $upgradeFrom) { errors { code field message } }
}`;

/** AddItemToCart's variables for one licence. */
export type LicenceToAdd = Record<string, unknown> & { itemType: string; productId: string };

/** Inter Regular on a basic licence and the Inter family on a web licence. */
const INTER_ORDER: LicenceToAdd[] = [
  {
    itemType: "style",
    productId: "inter",
    styleId: "inter-regular",
    licenceType: 0,
    licenceSize: 0,
  },
  { itemType: "family", productId: "inter", licenceType: 1, licenceSize: 0 },
];

/**
 * Buys `lines` (Inter Regular, basic, and the Inter family, web, unless told) in `currency`
 * (the cart's unless told), paid with 4242….
 */
export async function buyInterThroughApi(
  page: Page,
  email: string,
  options: { lines?: LicenceToAdd[]; currency?: string } = {},
): Promise<PaidOrder> {
  if (options.currency) {
    await call(
      page,
      `mutation($currency: String!) { updateCurrency(currency: $currency) { errors { message } } }`,
      {
        currency: options.currency,
      },
    );
  }
  for (const line of options.lines ?? INTER_ORDER) await call(page, ADD_ITEM, line);
  const created = await call(
    page,
    `mutation($name: String!, $email: String!, $phone: String!, $vatNumber: String!, $isBusiness: Boolean!, $line1: String!, $line2: String!, $city: String!, $country: String!, $postcode: String!, $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!) {
      createInvoice(name: $name, email: $email, phone: $phone, vatNumber: $vatNumber, isBusiness: $isBusiness, line1: $line1, line2: $line2, city: $city, country: $country, postcode: $postcode, shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1, shippingLine2: $shippingLine2) { errors { message } invoice { invoiceId } }
    }`,
    { ...BUYER, email, isBusiness: false },
  );
  const invoiceId = Number((created as { invoice: { invoiceId: string } }).invoice.invoiceId);
  const finalized = (await call(
    page,
    `mutation($invoiceId: Int!, $name: String!, $email: String!, $companyName: String!, $vatNumber: String!, $phone: String!, $line1: String!, $line2: String!, $city: String!, $country: String!, $postcode: String!, $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!, $shippingCity: String!, $shippingCountry: String!, $shippingPostcode: String!, $basicBrand: String!, $socialBrand: String!, $logoBrand: String!, $domain: String!, $app: String!) {
      finalizeInvoice(invoiceId: $invoiceId, name: $name, email: $email, companyName: $companyName, vatNumber: $vatNumber, phone: $phone, line1: $line1, line2: $line2, city: $city, country: $country, postcode: $postcode, shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1, shippingLine2: $shippingLine2, shippingCity: $shippingCity, shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode, basicBrand: $basicBrand, socialBrand: $socialBrand, logoBrand: $logoBrand, domain: $domain, app: $app) { errors { message } clientSecret number invoiceId }
    }`,
    {
      ...BUYER,
      invoiceId,
      email,
      companyName: "",
      shippingCity: "",
      shippingCountry: "",
      shippingPostcode: "",
      basicBrand: ORDER_LICENCE.basicBrand,
      socialBrand: "",
      logoBrand: "",
      domain: ORDER_LICENCE.domain,
      app: "",
    },
  )) as { clientSecret: string; number: string };
  await call(
    page,
    `mutation($clientSecret: String!, $cardNumber: String!, $expiry: String!, $cvc: String!) {
      confirmTestPayment(clientSecret: $clientSecret, cardNumber: $cardNumber, expiry: $expiry, cvc: $cvc) { errors { message } status }
    }`,
    {
      clientSecret: finalized.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    },
  );
  expect(finalized.number).toMatch(/^MER-\d{4}-\d{6}$/);
  return { invoiceId: String(invoiceId), number: finalized.number };
}
