import { randomUUID } from "node:crypto";
import type { InvoicePreview } from "../../src/modules/checkout/checkout-service";
import type { ShopClient } from "./shop-client";

/** Operations and fixtures the checkout, payments, orders and downloads tests share. */

export type UserErrorShape = { code: string; field: string | null; message: string };

export const CREATE_INVOICE = /* GraphQL */ `
  mutation CreateInvoice(
    $name: String!, $email: String!, $phone: String!, $vatNumber: String!, $isBusiness: Boolean!,
    $line1: String!, $line2: String!, $city: String!, $state: String, $country: String!, $postcode: String!,
    $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!,
    $shippingCity: String, $shippingCountry: String, $shippingPostcode: String, $discountCode: String,
    $items: [GuestItemInput!]
  ) {
    createInvoice(
      name: $name, email: $email, phone: $phone, vatNumber: $vatNumber, isBusiness: $isBusiness,
      line1: $line1, line2: $line2, city: $city, state: $state, country: $country, postcode: $postcode,
      shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName,
      shippingLine1: $shippingLine1, shippingLine2: $shippingLine2, shippingCity: $shippingCity,
      shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode, discountCode: $discountCode,
      items: $items
    ) {
      errors { code field message }
      invoice { invoiceId currency subtotal discount shipping tax taxRate taxName taxCountry vatValid vatUnverified total }
    }
  }
`;

export const FINALIZE_INVOICE = /* GraphQL */ `
  mutation FinalizeInvoice(
    $invoiceId: Int!, $name: String!, $email: String!, $companyName: String!, $vatNumber: String!, $phone: String!,
    $line1: String!, $line2: String!, $city: String!, $state: String, $country: String!, $postcode: String!,
    $shippingAddressName: String!, $shippingCompanyName: String!, $shippingLine1: String!, $shippingLine2: String!,
    $shippingCity: String!, $shippingCountry: String!, $shippingPostcode: String!,
    $basicBrand: String!, $socialBrand: String!, $logoBrand: String!, $domain: String!, $app: String!
  ) {
    finalizeInvoice(
      invoiceId: $invoiceId, name: $name, email: $email, companyName: $companyName, vatNumber: $vatNumber,
      phone: $phone, line1: $line1, line2: $line2, city: $city, state: $state, country: $country,
      postcode: $postcode, shippingAddressName: $shippingAddressName, shippingCompanyName: $shippingCompanyName,
      shippingLine1: $shippingLine1, shippingLine2: $shippingLine2, shippingCity: $shippingCity,
      shippingCountry: $shippingCountry, shippingPostcode: $shippingPostcode, basicBrand: $basicBrand,
      socialBrand: $socialBrand, logoBrand: $logoBrand, domain: $domain, app: $app
    ) {
      errors { code field message }
      clientSecret number invoiceId provider invoiceKey
    }
  }
`;

export const CONFIRM_TEST_PAYMENT = /* GraphQL */ `
  mutation ConfirmTestPayment($clientSecret: String!, $cardNumber: String!, $expiry: String!, $cvc: String!) {
    confirmTestPayment(clientSecret: $clientSecret, cardNumber: $cardNumber, expiry: $expiry, cvc: $cvc) {
      errors { code field message }
      status invoiceId
    }
  }
`;

export const ADD_ITEM = /* GraphQL */ `
  mutation ($itemType: String!, $productId: ID!, $styleId: ID, $variantId: ID, $licenceType: Int, $licenceSize: Int) {
    addItemToCart(itemType: $itemType, productId: $productId, styleId: $styleId, variantId: $variantId, licenceType: $licenceType, licenceSize: $licenceSize) {
      errors { code field message } cart { id items { id } }
    }
  }
`;

export type CreatePayload = { errors: UserErrorShape[]; invoice: InvoicePreview | null };
export type FinalizePayload = {
  errors: UserErrorShape[];
  clientSecret: string | null;
  number: string | null;
  invoiceId: number | null;
  provider: string | null;
  invoiceKey: string | null;
};
export type ConfirmPayload = {
  errors: UserErrorShape[];
  status: string | null;
  invoiceId: number | null;
};

export const uniqueEmail = (who = "customer") => `${who}-${randomUUID()}@example.com`;

/** A UK consumer's billing address, no delivery address. */
export const UK_CUSTOMER = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  vatNumber: "",
  isBusiness: false,
  line1: "12 St James's Square",
  line2: "",
  city: "London",
  country: "GB",
  postcode: "SW1Y 4JH",
  shippingAddressName: "",
  shippingCompanyName: "",
  shippingLine1: "",
  shippingLine2: "",
};

export const UK_DELIVERY = {
  shippingAddressName: "Ada Lovelace",
  shippingLine1: "12 St James's Square",
  shippingCity: "London",
  shippingCountry: "GB",
  shippingPostcode: "SW1Y 4JH",
};

/** FinalizeInvoice's fields for the UK customer: every licence detail filled in. */
export function finalizeFields(invoiceId: number, overrides: Record<string, unknown> = {}) {
  return {
    invoiceId,
    ...UK_CUSTOMER,
    isBusiness: undefined,
    companyName: "",
    shippingCity: "",
    shippingCountry: "",
    shippingPostcode: "",
    basicBrand: "Analytical Engines",
    socialBrand: "@engines",
    logoBrand: "Analytical Engines",
    domain: "engines.example",
    app: "Engine",
    ...overrides,
  };
}

export async function createInvoice(client: ShopClient, variables: Record<string, unknown> = {}) {
  return (
    await client.data<{ createInvoice: CreatePayload }>(CREATE_INVOICE, {
      ...UK_CUSTOMER,
      ...variables,
    })
  ).createInvoice;
}

export async function finalizeInvoice(
  client: ShopClient,
  invoiceId: number,
  overrides: Record<string, unknown> = {},
) {
  const { isBusiness: _unused, ...fields } = finalizeFields(invoiceId, overrides);
  return (await client.data<{ finalizeInvoice: FinalizePayload }>(FINALIZE_INVOICE, fields))
    .finalizeInvoice;
}

export async function confirmTestPayment(
  client: ShopClient,
  clientSecret: string,
  card: { cardNumber?: string; expiry?: string; cvc?: string } = {},
) {
  return (
    await client.data<{ confirmTestPayment: ConfirmPayload }>(CONFIRM_TEST_PAYMENT, {
      clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/39",
      cvc: "123",
      ...card,
    })
  ).confirmTestPayment;
}

export async function addFont(
  client: ShopClient,
  line: { productId: string; styleId?: string; licenceType: number; licenceSize?: number },
) {
  const variables = { itemType: line.styleId ? "style" : "family", ...line };
  const result = await client.data<{ addItemToCart: { errors: UserErrorShape[] } }>(
    ADD_ITEM,
    variables,
  );
  if (result.addItemToCart.errors.length)
    throw new Error(JSON.stringify(result.addItemToCart.errors));
}

export async function addGoods(client: ShopClient, productId: string, variantId?: string) {
  const result = await client.data<{ addItemToCart: { errors: UserErrorShape[] } }>(ADD_ITEM, {
    itemType: "Goods",
    productId,
    variantId,
  });
  if (result.addItemToCart.errors.length)
    throw new Error(JSON.stringify(result.addItemToCart.errors));
}

/**
 * Preview, finalize and pay with the succeeding test card: the customer's cart becomes an order.
 * An order of nothing is paid by FinalizeInvoice itself (provider `none`).
 */
export async function buyCart(client: ShopClient, overrides: Record<string, unknown> = {}) {
  const preview = await createInvoice(client, overrides);
  if (!preview.invoice) throw new Error(JSON.stringify(preview.errors));
  const finalized = await finalizeInvoice(client, preview.invoice.invoiceId, overrides);
  if (finalized.provider === "none") return { preview: preview.invoice, finalized };
  if (!finalized.clientSecret) throw new Error(JSON.stringify(finalized.errors));
  const paid = await confirmTestPayment(client, finalized.clientSecret);
  if (paid.status !== "succeeded") throw new Error(JSON.stringify(paid.errors));
  return { preview: preview.invoice, finalized };
}
