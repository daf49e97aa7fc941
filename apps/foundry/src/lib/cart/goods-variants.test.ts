import { DEFAULT_CURRENCY, DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import { goodsVariantOptions } from "./goods-variants";

describe("goodsVariantOptions", () => {
  it("names each variant, with its price when the prices differ", () => {
    const book = {
      priceGbp: 28,
      variants: [
        { id: "hard", variantName: "Hardback", priceGbp: 45 },
        { id: "soft", variantName: "Paperback", priceGbp: null },
      ],
    };
    expect(goodsVariantOptions(book, DEFAULT_SHOP_RULES, DEFAULT_CURRENCY)).toEqual([
      { value: "hard", label: "Hardback — £45.00" },
      // No price of its own: the product's (£28 → £30 online).
      { value: "soft", label: "Paperback — £30.00" },
    ]);
  });

  it("names them only when they cost the same", () => {
    const tote = {
      priceGbp: 18,
      variants: [
        { id: "black", variantName: "Black", priceGbp: 18 },
        { id: "white", variantName: "White", priceGbp: 18 },
      ],
    };
    expect(goodsVariantOptions(tote, DEFAULT_SHOP_RULES, DEFAULT_CURRENCY)).toEqual([
      { value: "black", label: "Black" },
      { value: "white", label: "White" },
    ]);
  });

  it("prices in the cart's currency", () => {
    const poster = {
      priceGbp: 20,
      variants: [
        { id: "a2", variantName: "A2", priceGbp: 20 },
        { id: "a1", variantName: "A1", priceGbp: 35 },
      ],
    };
    const usd = { code: "USD", exchangeRate: 1.3, rounding: 5 } as const;
    expect(goodsVariantOptions(poster, DEFAULT_SHOP_RULES, usd).map((o) => o.label)).toEqual([
      "A2 — $30.00",
      "A1 — $50.00",
    ]);
  });
});
