import { describe, expect, it } from "vitest";
import { tote } from "../__fixtures__/local-cart";
import type { LocalCartItem } from "./local-cart-state";
import { LOCAL_CART_KEY, parseLocalCartItems, serialiseLocalCartItems } from "./local-cart-storage";

describe("local cart storage", () => {
  it("uses the key 'studio-cart'", () => {
    expect(LOCAL_CART_KEY).toBe("studio-cart");
  });

  it("round-trips items, with and without a variant", () => {
    const items: LocalCartItem[] = [
      tote,
      { ...tote, productId: "poster", variantId: "a2", variantName: "A2" },
    ];
    expect(parseLocalCartItems(serialiseLocalCartItems(items))).toEqual(items);
  });

  it("stores only the spec's fields", () => {
    const extra = { ...tote, secret: "x" } as LocalCartItem;
    expect(JSON.parse(serialiseLocalCartItems([extra]))).toEqual([tote]);
  });

  it.each([
    ["nothing", null],
    ["an empty text", ""],
    ["bad JSON", "{oops"],
    ["an object", '{"items":[]}'],
  ])("reads %s as an empty cart", (_, text) => {
    expect(parseLocalCartItems(text)).toEqual([]);
  });

  it.each([
    ["no product id", { ...tote, productId: "" }],
    ["a price in pounds", { ...tote, price: 20.5 }],
    ["a negative price", { ...tote, price: -1 }],
    ["a missing name", { ...tote, productName: undefined }],
    ["a numeric variant", { ...tote, variantId: 3 }],
    ["not an object", "tote"],
  ])("drops an entry with %s and keeps the rest", (_, bad) => {
    expect(parseLocalCartItems(JSON.stringify([bad, tote]))).toEqual([tote]);
  });
});
