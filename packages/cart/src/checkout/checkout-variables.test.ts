import { describe, expect, it } from "vitest";
import { type CheckoutDetails, EMPTY_CHECKOUT_DETAILS } from "./checkout-details";
import { foundryCheckoutRules, STUDIO_CHECKOUT_RULES } from "./checkout-rules";
import { createInvoiceVariables, finalizeInvoiceVariables } from "./checkout-variables";

const details: CheckoutDetails = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "020 7946 0000",
  companyName: "Lovelace Ltd",
  vatNumber: "GB123456789",
  shippingLine1: "1 Printworks Yard",
  shippingLine2: "Clerkenwell",
  shippingCity: "London",
  shippingPostcode: "EC1R 0AT",
  shippingCountry: "GB",
  line1: "ignored while the bill goes to the delivery address",
};

const items = [
  { productId: "goods-poster", variantId: "poster-a2", quantity: 2 },
  { productId: "goods-cards", variantId: null, quantity: 1 },
];

describe("createInvoiceVariables (spec 5 'Create invoice', DESIGN 4.7)", () => {
  it("sends every required argument, the delivery address as billing address, and the items", () => {
    expect(createInvoiceVariables(details, STUDIO_CHECKOUT_RULES, items)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "020 7946 0000",
      vatNumber: "",
      isBusiness: false,
      line1: "1 Printworks Yard",
      line2: "Clerkenwell",
      city: "London",
      country: "GB",
      postcode: "EC1R 0AT",
      shippingAddressName: "Ada Lovelace",
      shippingCompanyName: "",
      shippingLine1: "1 Printworks Yard",
      shippingLine2: "Clerkenwell",
      shippingCity: "London",
      shippingCountry: "GB",
      shippingPostcode: "EC1R 0AT",
      discountCode: null,
      items,
    });
  });

  it("sends the company and VAT number only for a business, and a recipient's own name", () => {
    const variables = createInvoiceVariables(
      {
        ...details,
        isBusiness: true,
        shippingAddressName: "Charles Babbage",
        discountCode: "ZINE10",
      },
      STUDIO_CHECKOUT_RULES,
      items,
    );
    expect(variables).toMatchObject({
      isBusiness: true,
      vatNumber: "GB123456789",
      shippingCompanyName: "Lovelace Ltd",
      shippingAddressName: "Charles Babbage",
      discountCode: "ZINE10",
    });
  });

  it("sends a separate billing address when one is given", () => {
    const variables = createInvoiceVariables(
      {
        ...details,
        sameAddress: false,
        line1: "2 Rue de Rivoli",
        line2: "",
        city: "Paris",
        postcode: "75001",
        country: "FR",
      },
      STUDIO_CHECKOUT_RULES,
      items,
    );
    expect(variables).toMatchObject({
      line1: "2 Rue de Rivoli",
      line2: "",
      city: "Paris",
      postcode: "75001",
      country: "FR",
      shippingCountry: "GB",
    });
  });
});

describe("finalizeInvoiceVariables (spec 5 'Finalize invoice')", () => {
  it("repeats the preview's details for its invoice, with empty licence details", () => {
    expect(
      finalizeInvoiceVariables({ ...details, isBusiness: true }, STUDIO_CHECKOUT_RULES, 42),
    ).toEqual({
      invoiceId: 42,
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "020 7946 0000",
      companyName: "Lovelace Ltd",
      vatNumber: "GB123456789",
      line1: "1 Printworks Yard",
      line2: "Clerkenwell",
      city: "London",
      country: "GB",
      postcode: "EC1R 0AT",
      shippingAddressName: "Ada Lovelace",
      shippingCompanyName: "Lovelace Ltd",
      shippingLine1: "1 Printworks Yard",
      shippingLine2: "Clerkenwell",
      shippingCity: "London",
      shippingCountry: "GB",
      shippingPostcode: "EC1R 0AT",
      basicBrand: "",
      socialBrand: "",
      logoBrand: "",
      domain: "",
      app: "",
    });
  });
});

describe("the foundry's variables (billing address first, no items, licence details)", () => {
  const customer: CheckoutDetails = {
    ...EMPTY_CHECKOUT_DETAILS,
    name: "Ada Lovelace",
    email: "ada@example.com",
    line1: "1 Printworks Yard",
    city: "London",
    postcode: "EC1R 0AT",
    country: "GB",
    shippingLine1: "ignored while the goods go to the billing address",
    basicBrand: "Lovelace",
    domain: "lovelace.example",
    app: "not asked: no app licence in the cart",
  };
  const fontsOnly = foundryCheckoutRules({
    requiresShipping: false,
    lines: [{ licenceType: "basic" }, { licenceType: "web" }],
  });

  it("sends no delivery address and no items for fonts alone", () => {
    expect(createInvoiceVariables(customer, fontsOnly)).toMatchObject({
      line1: "1 Printworks Yard",
      country: "GB",
      shippingAddressName: "",
      shippingLine1: "",
      shippingCountry: "",
      items: null,
    });
  });

  it("sends the billing address as the delivery address for goods, unless another is given", () => {
    const withGoods = { ...fontsOnly, requiresShipping: true };
    expect(createInvoiceVariables(customer, withGoods)).toMatchObject({
      shippingAddressName: "Ada Lovelace",
      shippingLine1: "1 Printworks Yard",
      shippingCity: "London",
      shippingCountry: "GB",
    });
    const elsewhere = {
      ...customer,
      sameAddress: false,
      shippingCity: "Leeds",
      shippingCountry: "GB",
    };
    expect(createInvoiceVariables(elsewhere, withGoods)).toMatchObject({
      shippingLine1: "ignored while the goods go to the billing address",
      shippingCity: "Leeds",
    });
  });

  it("sends the licence details of the cart's licence types only", () => {
    expect(finalizeInvoiceVariables(customer, fontsOnly, 7)).toMatchObject({
      invoiceId: 7,
      basicBrand: "Lovelace",
      domain: "lovelace.example",
      app: "",
      logoBrand: "",
      socialBrand: "",
    });
  });
});
