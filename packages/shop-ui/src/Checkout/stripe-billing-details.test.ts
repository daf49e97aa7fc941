import {
  EMPTY_CHECKOUT_DETAILS,
  foundryCheckoutRules,
  STUDIO_CHECKOUT_RULES,
} from "@meridian/cart/checkout";
import { describe, expect, it } from "vitest";
import { stripeBillingDetails } from "./stripe-billing-details";

const details = {
  ...EMPTY_CHECKOUT_DETAILS,
  name: "Ada Lovelace",
  email: "ada@example.com",
  line1: "4 Printworks Yard",
  city: "London",
  postcode: "EC1R 0AT",
  country: "GB",
  shippingLine1: "1 Rue de Rivoli",
  shippingCity: "Paris",
  shippingPostcode: "75001",
  shippingCountry: "FR",
};

describe("stripeBillingDetails", () => {
  it("sends the billing address with the card, leaving out empty lines", () => {
    const rules = foundryCheckoutRules({
      requiresShipping: false,
      lines: [{ licenceType: "web" }],
    });
    expect(stripeBillingDetails(details, rules)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      address: {
        line1: "4 Printworks Yard",
        city: "London",
        postal_code: "EC1R 0AT",
        country: "GB",
      },
    });
  });

  it("bills the studio guest's delivery address when the bill goes there too", () => {
    const billed = stripeBillingDetails({ ...details, sameAddress: true }, STUDIO_CHECKOUT_RULES);
    expect(billed.address).toEqual({
      line1: "1 Rue de Rivoli",
      city: "Paris",
      postal_code: "75001",
      country: "FR",
    });
  });
});
