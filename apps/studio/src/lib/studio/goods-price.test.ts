import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import { productPrice as priceBy } from "./goods-price";

const productPrice = (product: Parameters<typeof priceBy>[0]) =>
  priceBy(product, DEFAULT_SHOP_RULES);

describe("productPrice", () => {
  it("shows a product without variants at its online price", () => {
    // £35 × 0.9 = £31.50, rounded up to £35.
    expect(productPrice({ priceGbp: 35, variants: [] })).toEqual({
      price: 3500,
      undiscounted: null,
      from: false,
    });
  });

  it("says 'From' the cheapest variant when variants differ", () => {
    expect(productPrice({ priceGbp: 28, variants: [{ priceGbp: 45 }, { priceGbp: 28 }] })).toEqual({
      price: 3000,
      undiscounted: null,
      from: true,
    });
  });

  it("strikes through the content price only when the online price is lower", () => {
    expect(productPrice({ priceGbp: 100, variants: [] })).toEqual({
      price: 9000,
      undiscounted: 10000,
      from: false,
    });
    expect(productPrice({ priceGbp: 18, variants: [{ priceGbp: 18 }] }).undiscounted).toBeNull();
  });

  it("prices by the rules it is given, not the demo catalogue's", () => {
    // £35 × 0.8 = £28, rounded up to £1: £28, below the content price.
    expect(priceBy({ priceGbp: 35, variants: [] }, { onlineFactor: 0.8, onlineStep: 1 })).toEqual({
      price: 2800,
      undiscounted: 3500,
      from: false,
    });
  });
});
