import { DEFAULT_SHOP_RULES } from "@meridian/pricing";
import { describe, expect, it } from "vitest";
import { type GoodsProduct, goodsPriceGbp, localCartItem as itemBy } from "./local-cart-item";

const localCartItem = (product: GoodsProduct, variantId: string | null) =>
  itemBy(product, variantId, DEFAULT_SHOP_RULES);

const poster: GoodsProduct = {
  id: "goods-poster",
  name: "Poster",
  priceGbp: 30,
  variants: [
    { id: "poster-a2", variantName: "A2", priceGbp: 30 },
    { id: "poster-a1", variantName: "A1", priceGbp: 45 },
    { id: "poster-a3", variantName: "A3", priceGbp: null },
  ],
};

const cards: GoodsProduct = { id: "goods-cards", name: "Cards", priceGbp: 35, variants: [] };

describe("goodsPriceGbp", () => {
  it.each<[string, GoodsProduct, string | null, number | null]>([
    ["a variant's own price", poster, "poster-a1", 45],
    ["the product's price for a variant without one", poster, "poster-a3", 30],
    ["the product's price without variants", cards, null, 35],
    ["nothing when neither has a price", { ...cards, priceGbp: null }, null, null],
  ])("is %s", (_, product, variantId, expected) => {
    expect(goodsPriceGbp(product, variantId)).toBe(expected);
  });
});

describe("localCartItem (spec 3 'Studio local cart item')", () => {
  it("holds the variant and GBP pence at the online price (90%, up to £5)", () => {
    expect(localCartItem(poster, "poster-a1")).toEqual({
      productId: "goods-poster",
      productName: "Poster",
      price: 4500,
      priceUndiscounted: 4500,
      variantId: "poster-a1",
      variantName: "A1",
    });
  });

  it("keeps a saving to strike through (£45.50 → £45)", () => {
    const book = { ...cards, priceGbp: 45.5 };
    expect(localCartItem(book, null)).toMatchObject({ price: 4500, priceUndiscounted: 4550 });
  });

  it("holds the content price as it is when rounding lifts the price (£18 → £20)", () => {
    // Not struck through all the same: the cart's rows ask showUndiscounted (packages/cart).
    const tote = { ...cards, priceGbp: 18 };
    expect(localCartItem(tote, null)).toMatchObject({ price: 2000, priceUndiscounted: 1800 });
  });

  it("prices by the rules it is given, not the demo catalogue's (£45 × 0.8, up to £1)", () => {
    expect(itemBy(poster, "poster-a1", { onlineFactor: 0.8, onlineStep: 1 })).toMatchObject({
      price: 3600,
      priceUndiscounted: 4500,
    });
  });

  it("has no variant fields for a product without variants", () => {
    expect(localCartItem(cards, null)).toEqual({
      productId: "goods-cards",
      productName: "Cards",
      price: 3500,
      priceUndiscounted: 3500,
    });
  });

  it.each<[string, GoodsProduct, string | null]>([
    ["no variant chosen where there are variants", poster, null],
    ["a variant the product does not have", poster, "tote-black"],
    ["a variant of a product without variants", cards, "poster-a1"],
    ["no price anywhere", { ...cards, priceGbp: null }, null],
  ])("is null for %s", (_, product, variantId) => {
    expect(localCartItem(product, variantId)).toBeNull();
  });
});
