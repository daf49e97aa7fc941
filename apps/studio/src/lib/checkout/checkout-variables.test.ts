import { describe, expect, it } from "vitest";
import { type CheckoutDetails, EMPTY_CHECKOUT_DETAILS } from "./checkout-details";
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
    expect(createInvoiceVariables(details, items)).toEqual({
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
        billingSameAsShipping: false,
        line1: "2 Rue de Rivoli",
        line2: "",
        city: "Paris",
        postcode: "75001",
        country: "FR",
      },
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
    expect(finalizeInvoiceVariables({ ...details, isBusiness: true }, 42)).toEqual({
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
