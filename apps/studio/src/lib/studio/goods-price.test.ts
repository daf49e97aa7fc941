import { describe, expect, it } from "vitest";
import { productPrice } from "./goods-price";

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
});
