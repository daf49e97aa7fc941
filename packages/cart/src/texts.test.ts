import { describe, expect, it } from "vitest";
import { CART_SECTIONS } from "./arrange";
import { CART_TEXTS, cartTitle, sectionTitle, shareCopyText, totalDiscountLabel } from "./texts";

describe("cart texts (spec 2.7, 2.14, 4.3, 4.4)", () => {
  it.each([
    ["checkout", "Checkout"],
    ["contactUs", "Contact us"],
    ["addAnother", "Add another"],
    ["orderComplete", "Order Complete"],
    ["totalDiscount", "Total Discount"],
    ["subTotal", "Sub Total"],
    ["shipping", "Shipping"],
    ["taxes", "Taxes"],
    ["total", "Total"],
    ["calculating", "Calculating..."],
    ["calculatedAtCheckout", "Calculated at checkout"],
    ["enterBillingAddress", "Enter billing address to calculate"],
    ["enterShippingAddress", "Enter shipping address to calculate"],
    ["shareOffer", "Do you want to share this cart?"],
    ["shareCopied", "Link copied"],
  ] as const)("%s reads %j", (key, text) => {
    expect(CART_TEXTS[key]).toBe(text);
  });

  it("names the sections in the spec's order", () => {
    expect(CART_SECTIONS.map((section) => section.name)).toEqual([
      "Basic Fonts",
      "Web Fonts",
      "App Fonts",
      "Social Fonts",
      "Logo Fonts",
      "Goods",
    ]);
  });

  it.each([
    [cartTitle(0), "Cart (0)"],
    [cartTitle(12), "Cart (12)"],
    [sectionTitle("Web Fonts", 2), "Web Fonts (2)"],
    [totalDiscountLabel(""), "Total Discount"],
    [totalDiscountLabel("Family discount"), "Total Discount (Family discount)"],
    [shareCopyText("https://x.test/shared-cart/1"), "Click to copy: https://x.test/shared-cart/1"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
