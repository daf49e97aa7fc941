import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import type { GoodsProduct } from "./local-cart-item";
import { variantOptions as optionsBy } from "./variant-options";

const variantOptions = (product: GoodsProduct) => optionsBy(product, DEFAULT_SHOP_RULES);

const product = (prices: (number | null)[]): GoodsProduct => ({
  id: "goods-poster",
  name: "Poster",
  priceGbp: 30,
  variants: prices.map((priceGbp, index) => ({
    id: `v${index}`,
    variantName: `V${index}`,
    priceGbp,
  })),
});

describe("variantOptions", () => {
  it("names the variants alone when they cost the same", () => {
    expect(variantOptions(product([18, 18]))).toEqual([
      { value: "v0", label: "V0" },
      { value: "v1", label: "V1" },
    ]);
  });

  it("adds each variant's online price when they differ", () => {
    expect(variantOptions(product([30, 45, null])).map((option) => option.label)).toEqual([
      "V0 — £30.00",
      "V1 — £45.00",
      // No price of its own: the product's.
      "V2 — £30.00",
    ]);
  });

  it("labels the prices of the rules it is given (× 0.8, up to £1)", () => {
    const rules = { onlineFactor: 0.8, onlineStep: 1 };
    expect(optionsBy(product([30, 45]), rules).map((option) => option.label)).toEqual([
      "V0 — £24.00",
      "V1 — £36.00",
    ]);
  });

  it("is empty for a product without variants", () => {
    expect(variantOptions(product([]))).toEqual([]);
  });
});
