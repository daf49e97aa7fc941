import { describe, expect, it } from "vitest";
import {
  CHECKOUT_MESSAGES,
  type CheckoutDetails,
  checkoutDetailsSchema,
  EMPTY_CHECKOUT_DETAILS,
} from "./checkout-details";

const valid: CheckoutDetails = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  shippingLine1: "1 Printworks Yard",
  shippingCity: "London",
  shippingPostcode: "EC1R 0AT",
  shippingCountry: "GB",
};

function problems(details: CheckoutDetails) {
  const result = checkoutDetailsSchema.safeParse(details);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("checkoutDetailsSchema", () => {
  it("accepts a buyer and a delivery address, and trims them", () => {
    const result = checkoutDetailsSchema.safeParse({ ...valid, name: "  Ada Lovelace " });
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
      { billingSameAsShipping: false, country: "" },
      {
        line1: CHECKOUT_MESSAGES.line1,
        city: CHECKOUT_MESSAGES.city,
        country: CHECKOUT_MESSAGES.country,
      },
    ],
    [
      "a separate billing address filled in",
      { billingSameAsShipping: false, line1: "2 Rue", city: "Paris", country: "FR" },
      {},
    ],
    [
      "a discount code that is too long",
      { discountCode: "X".repeat(41) },
      { discountCode: "Must be at most 40 characters" },
    ],
  ])("%s", (_, change, expected) => {
    expect(problems({ ...valid, ...change })).toEqual(expected);
  });
});
