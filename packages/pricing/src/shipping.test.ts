import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_RULES } from "./rules";
import { freeShippingText, shippingFor, shippingZone } from "./shipping";

const rules = DEFAULT_SHOP_RULES;
const poster = { fixedCostUkGbp: 4, fixedCostEuGbp: 10, fixedCostRowGbp: 15 };
const tote = { fixedCostUkGbp: 6.5, fixedCostEuGbp: 8, fixedCostRowGbp: 20 };
const EUR = { exchangeRate: 1.15, rounding: 5 };

describe("shippingFor (DESIGN 4.4)", () => {
  it.each([
    // country, goods, goods subtotal (GBP minor) → zone, costGbp, free
    ["GB", [poster, tote], 5000, "uk", 650, false], // the highest UK cost of the goods
    ["GB", [poster], 7500, "uk", 400, false], // exactly £75 is not above £75
    ["GB", [poster, tote], 7501, "uk", 0, true], // above £75 in the UK ships free
    ["FR", [poster, tote], 20_000, "eu", 1000, false], // free shipping is UK only
    ["US", [poster, tote], 20_000, "row", 2000, false],
    ["uk", [tote], 1000, "uk", 650, false],
  ] as const)(
    "%s with %j and £%i of goods → %s, %i",
    (country, goods, goodsSubtotalGbp, zone, costGbp, free) => {
      const result = shippingFor({ country, goods, goodsSubtotalGbp, rules });
      expect(result).toEqual({ requiresShipping: true, zone, free, costGbp, cost: costGbp });
    },
  );

  it("does not ship a cart without goods", () => {
    expect(shippingFor({ country: "GB", goods: [], goodsSubtotalGbp: 0, rules })).toMatchObject({
      requiresShipping: false,
      costGbp: 0,
      cost: 0,
    });
  });

  it("converts the cost at the cart's rate, to the cent", () => {
    const result = shippingFor({
      country: "DE",
      goods: [poster],
      goodsSubtotalGbp: 2500,
      rules,
      currency: EUR,
    });
    expect(result).toMatchObject({ costGbp: 1000, cost: 1150 });
  });

  it("follows the configured threshold", () => {
    const result = shippingFor({
      country: "GB",
      goods: [poster],
      goodsSubtotalGbp: 5001,
      rules: { freeShippingOverGbp: 50 },
    });
    expect(result.costGbp).toBe(0);
  });
});

describe("shippingZone", () => {
  it.each([
    ["GB", "uk"],
    ["IE", "eu"],
    ["EL", "eu"],
    ["CH", "row"],
    ["JP", "row"],
  ])("%s → %s", (country, zone) => {
    expect(shippingZone(country)).toBe(zone);
  });
});

it("says free shipping is for UK orders above the rules' threshold", () => {
  expect(freeShippingText(rules.freeShippingOverGbp)).toBe(
    "Free shipping on orders above £75 - UK only",
  );
  expect(freeShippingText(40)).toBe("Free shipping on orders above £40 - UK only");
});
