import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import { goodsPriceLabel } from "./goods-price";

describe("goodsPriceLabel", () => {
  it("shows a product without variants at its online price (90%, up to £5)", () => {
    expect(goodsPriceLabel({ priceGbp: 35, variants: [] }, DEFAULT_SHOP_RULES)).toBe("£35.00");
    expect(goodsPriceLabel({ priceGbp: 18, variants: [] }, DEFAULT_SHOP_RULES)).toBe("£20.00");
  });

  it("shows one price when every variant costs the same", () => {
    const tote = { priceGbp: 18, variants: [{ priceGbp: 18 }, { priceGbp: 18 }] };
    expect(goodsPriceLabel(tote, DEFAULT_SHOP_RULES)).toBe("£20.00");
  });

  it("shows 'From' the cheapest variant when they differ", () => {
    const book = { priceGbp: 28, variants: [{ priceGbp: 45 }, { priceGbp: 28 }] };
    expect(goodsPriceLabel(book, DEFAULT_SHOP_RULES)).toBe("From £30.00");
  });

  it("follows the configured rule", () => {
    expect(
      goodsPriceLabel({ priceGbp: 40, variants: [] }, { onlineFactor: 1, onlineStep: 1 }),
    ).toBe("£40.00");
  });
});

describe("goodsPriceLabel in the cart's currency", () => {
  it("converts with the cart's rate and rounds up to its step (spec 9)", () => {
    const euro = { code: "EUR", exchangeRate: 1.15, rounding: 5 } as const;
    // £35.00 × 1.15 = €40.25 → up to €45.00.
    expect(goodsPriceLabel({ priceGbp: 35, variants: [] }, DEFAULT_SHOP_RULES, euro)).toBe(
      "€45.00",
    );
    const book = { priceGbp: 28, variants: [{ priceGbp: 45 }, { priceGbp: 28 }] };
    expect(goodsPriceLabel(book, DEFAULT_SHOP_RULES, euro)).toBe("From €35.00");
  });
});
