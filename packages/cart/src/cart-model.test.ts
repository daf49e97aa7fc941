import { describe, expect, it } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import {
  cartCurrency,
  cartItemCount,
  cartLineFromServer,
  cartModelFromServer,
  EMPTY_CART,
} from "./cart-model";

describe("cartModelFromServer", () => {
  it("turns major units into minor units and keeps the cart's currency, rate and rounding", () => {
    const model = cartModelFromServer(
      serverCart({
        currency: "EUR",
        exchangeRate: 1.15,
        rounding: 5,
        subtotal: 1234.5,
        discount: 40.1,
        discounts: "Family discount",
        requiresShipping: true,
        overLimit: true,
        items: [fontItem({ price: 205, priceUndiscounted: 460.01 })],
      }),
    );
    expect(model).toMatchObject({
      id: "cart-1",
      currency: "EUR",
      exchangeRate: 1.15,
      rounding: 5,
      subtotal: 123450,
      discount: 4010,
      discounts: "Family discount",
      requiresShipping: true,
      overLimit: true,
    });
    expect(model.lines[0]).toMatchObject({ price: 20500, priceUndiscounted: 46001 });
  });

  it("is the empty GBP cart when there is no cart yet", () => {
    expect(cartModelFromServer(null)).toBe(EMPTY_CART);
    expect(EMPTY_CART).toMatchObject({ currency: "GBP", exchangeRate: 1, rounding: 0, lines: [] });
  });

  it("falls back to GBP for a currency it does not know", () => {
    expect(cartModelFromServer(serverCart({ currency: "JPY" })).currency).toBe("GBP");
  });
});

describe("cartLineFromServer", () => {
  it.each([
    [
      "its parent font",
      fontItem({ product: { name: "Inter Display", parentFont: "inter" } }),
      "inter",
    ],
    [
      "itself when it has no parent",
      fontItem({ productId: "geist", product: { name: "Geist", parentFont: null } }),
      "geist",
    ],
  ])("groups a font line under %s", (_, item, parentFontId) => {
    expect(cartLineFromServer(item)?.parentFontId).toBe(parentFontId);
  });

  it.each([
    ["an unknown item type", fontItem({ itemType: "bundle" })],
    ["an unknown licence type", fontItem({ licenceType: "print" })],
    ["a quantity of 0", goodsItem({ quantity: 0 })],
  ])("leaves out a line with %s", (_, item) => {
    expect(cartLineFromServer(item)).toBeNull();
  });

  it("keeps a size it knows and drops one it does not", () => {
    expect(cartLineFromServer(fontItem({ licenceSize: 3 }))?.licenceSize).toBe(3);
    expect(cartLineFromServer(fontItem({ licenceSize: 7 }))?.licenceSize).toBeNull();
  });
});

describe("cartItemCount", () => {
  it.each([
    ["an empty cart", [], 0],
    ["two fonts", [fontItem(), fontItem({ licenceType: "web" })], 2],
    ["a font and a poster bought three times", [fontItem(), goodsItem({ quantity: 3 })], 4],
  ])("counts %s as %i", (_, items, count) => {
    expect(cartItemCount(cartModelFromServer(serverCart({ items })))).toBe(count);
  });
});

describe("cartCurrency", () => {
  it("is the cart's code, rate and rounding, GBP for no cart", () => {
    expect(cartCurrency({ currency: "EUR", exchangeRate: 1.15, rounding: 5 })).toEqual({
      code: "EUR",
      exchangeRate: 1.15,
      rounding: 5,
    });
    expect(cartCurrency(EMPTY_CART)).toEqual({ code: "GBP", exchangeRate: 1, rounding: 0 });
  });
});
