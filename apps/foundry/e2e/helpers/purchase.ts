/**
 * A paid order placed straight through the shop API from the signed-in page (its stored token
 * headers, its cart cookie), for specs about what comes after checkout: invoices and downloads.
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

/** Inter Regular on a basic licence and the Inter family on a web licence, paid with 4242…. */
export async function buyInterThroughApi(page: Page, email: string): Promise<PaidOrder> {
  const order = await page.evaluate(
    async ({ buyer, email, licence }) => {
      const credentials = JSON.parse(window.localStorage.getItem("credentials") ?? "{}");
      const call = async (query: string, variables: Record<string, unknown>) => {
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
        const payload = Object.values(body.data)[0] as { errors?: unknown[] };
        if (payload.errors?.length) throw new Error(JSON.stringify(payload.errors));
        return payload as unknown;
      };
      const add = `mutation($itemType: String!, $productId: ID!, $styleId: ID, $licenceType: Int, $licenceSize: Int) {
        addItemToCart(itemType: $itemType, productId: $productId, styleId: $styleId, licenceType: $licenceType, licenceSize: $licenceSize) { errors { message } }
      }`;
      await call(add, {
        itemType: "style",
        productId: "inter",
        styleId: "inter-regular",
        licenceType: 0,
        licenceSize: 0,
      });
      await call(add, { itemType: "family", productId: "inter", licenceType: 1, licenceSize: 0 });
      const created = await call(
        `mutation($name: String!, $email: String!, $phone: String!, $vatNumber: String!, $isBusiness: Boolean!, $line1: String!, $line2: String!, $city: String!, $country: String!, $postcode: String!, $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!) {
          createInvoice(name: $name, email: $email, phone: $phone, vatNumber: $vatNumber, isBusiness: $isBusiness, line1: $line1, line2: $line2, city: $city, country: $country, postcode: $postcode, shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1, shippingLine2: $shippingLine2) { errors { message } invoice { invoiceId } }
        }`,
        { ...buyer, email, isBusiness: false },
      );
      const invoiceId = Number((created as { invoice: { invoiceId: string } }).invoice.invoiceId);
      const finalized = (await call(
        `mutation($invoiceId: Int!, $name: String!, $email: String!, $companyName: String!, $vatNumber: String!, $phone: String!, $line1: String!, $line2: String!, $city: String!, $country: String!, $postcode: String!, $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!, $shippingCity: String!, $shippingCountry: String!, $shippingPostcode: String!, $basicBrand: String!, $socialBrand: String!, $logoBrand: String!, $domain: String!, $app: String!) {
          finalizeInvoice(invoiceId: $invoiceId, name: $name, email: $email, companyName: $companyName, vatNumber: $vatNumber, phone: $phone, line1: $line1, line2: $line2, city: $city, country: $country, postcode: $postcode, shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName, shippingLine1: $shippingLine1, shippingLine2: $shippingLine2, shippingCity: $shippingCity, shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode, basicBrand: $basicBrand, socialBrand: $socialBrand, logoBrand: $logoBrand, domain: $domain, app: $app) { errors { message } clientSecret number invoiceId }
        }`,
        {
          ...buyer,
          invoiceId,
          email,
          companyName: "",
          shippingCity: "",
          shippingCountry: "",
          shippingPostcode: "",
          basicBrand: licence.basicBrand,
          socialBrand: "",
          logoBrand: "",
          domain: licence.domain,
          app: "",
        },
      )) as { clientSecret: string; number: string; invoiceId: string };
      await call(
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
      return { invoiceId: String(invoiceId), number: finalized.number };
    },
    { buyer: BUYER, email, licence: ORDER_LICENCE },
  );
  expect(order.number).toMatch(/^MER-\d{4}-\d{6}$/);
  return order;
}
