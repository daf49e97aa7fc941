import { describe, expect, it } from "vitest";
import {
  CHECKOUT_MESSAGES,
  type CheckoutDetails,
  checkoutDetailsSchema,
  EMPTY_CHECKOUT_DETAILS,
} from "./checkout-details";
import { type CheckoutRules, foundryCheckoutRules, STUDIO_CHECKOUT_RULES } from "./checkout-rules";
import { LICENCE_DETAIL_MESSAGES } from "./licence-details";

const studioBuyer: CheckoutDetails = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  shippingLine1: "1 Printworks Yard",
  shippingCity: "London",
  shippingPostcode: "EC1R 0AT",
  shippingCountry: "GB",
};

function problems(details: CheckoutDetails, rules: CheckoutRules = STUDIO_CHECKOUT_RULES) {
  const result = checkoutDetailsSchema(rules).safeParse(details);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("checkoutDetailsSchema: the studio (delivery address first)", () => {
  it("accepts a buyer and a delivery address, and trims them", () => {
    const result = checkoutDetailsSchema(STUDIO_CHECKOUT_RULES).safeParse({
      ...studioBuyer,
      name: "  Ada Lovelace ",
    });
    expect(result.success && result.data.name).toBe("Ada Lovelace");
  });

  it("names every missing required field at once, with the API's messages", () => {
    expect(problems(EMPTY_CHECKOUT_DETAILS)).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      shippingLine1: CHECKOUT_MESSAGES.shippingLine1,
      shippingCity: CHECKOUT_MESSAGES.shippingCity,
      shippingPostcode: CHECKOUT_MESSAGES.shippingPostcode,
    });
  });

  it.each<[string, Partial<CheckoutDetails>, Record<string, string>]>([
    ["a malformed e-mail", { email: "ada@" }, { email: "Please enter a valid email address" }],
    ["letters in the phone number", { phone: "call me" }, { phone: CHECKOUT_MESSAGES.phone }],
    ["a phone number as people write it", { phone: "+44 (0)20 7946-0000" }, {}],
    [
      "no delivery country",
      { shippingCountry: "" },
      { shippingCountry: "Please choose the delivery country" },
    ],
    [
      "a business without a company name",
      { isBusiness: true },
      { companyName: CHECKOUT_MESSAGES.companyName },
    ],
    ["a business with one", { isBusiness: true, companyName: "Lovelace Ltd" }, {}],
    [
      "a separate billing address left empty",
      { sameAddress: false, country: "" },
      {
        line1: CHECKOUT_MESSAGES.line1,
        city: CHECKOUT_MESSAGES.city,
        country: CHECKOUT_MESSAGES.country,
      },
    ],
    [
      "a separate billing address filled in",
      { sameAddress: false, line1: "2 Rue", city: "Paris", country: "FR" },
      {},
    ],
    [
      "a discount code that is too long",
      { discountCode: "X".repeat(41) },
      { discountCode: "Must be at most 40 characters" },
    ],
  ])("%s", (_, change, expected) => {
    expect(problems({ ...studioBuyer, ...change })).toEqual(expected);
  });
});

describe("checkoutDetailsSchema: the foundry (billing address first, licence details)", () => {
  const fonts = foundryCheckoutRules({
    requiresShipping: false,
    lines: [{ licenceType: "web" }, { licenceType: "basic" }, { licenceType: "web" }],
  });
  const customer: CheckoutDetails = {
    ...EMPTY_CHECKOUT_DETAILS,
    name: "Ada Lovelace",
    email: "ada@example.com",
    line1: "1 Printworks Yard",
    city: "London",
    country: "GB",
    basicBrand: "Lovelace",
    domain: "lovelace.example",
  };

  it("asks for the billing address and the licence details of the cart's licence types", () => {
    expect(problems({ ...EMPTY_CHECKOUT_DETAILS, sameAddress: false }, fonts)).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      line1: CHECKOUT_MESSAGES.line1,
      city: CHECKOUT_MESSAGES.city,
      basicBrand: LICENCE_DETAIL_MESSAGES.basicBrand,
      domain: LICENCE_DETAIL_MESSAGES.domain,
    });
    expect(problems(customer, fonts)).toEqual({});
  });

  it("asks for a delivery address only when goods ship and it is not the billing address", () => {
    const withGoods = { ...fonts, requiresShipping: true };
    // Sent to the billing address, the goods need its postcode.
    expect(problems(customer, withGoods)).toEqual({
      postcode: CHECKOUT_MESSAGES.shippingPostcode,
    });
    expect(problems({ ...customer, postcode: "EC1R 0AT" }, withGoods)).toEqual({});
    expect(problems({ ...customer, sameAddress: false }, withGoods)).toEqual({
      shippingLine1: CHECKOUT_MESSAGES.shippingLine1,
      shippingCity: CHECKOUT_MESSAGES.shippingCity,
      shippingPostcode: CHECKOUT_MESSAGES.shippingPostcode,
    });
  });
});

describe("foundryCheckoutRules", () => {
  it("lists each licence type once in spec 9's order, goods asking for none", () => {
    expect(
      foundryCheckoutRules({
        requiresShipping: true,
        lines: [
          { licenceType: "logo" },
          { licenceType: "not_applicable" },
          { licenceType: "app" },
          { licenceType: "logo" },
          { licenceType: "social" },
        ],
      }),
    ).toEqual({
      firstAddress: "billing",
      requiresShipping: true,
      licenceTypes: ["app", "social", "logo"],
    });
  });
});
