import { describe, expect, it } from "vitest";
import { poster, tote } from "../__fixtures__/local-cart";
import { guestItems, localCartModel } from "./local-cart-model";

describe("localCartModel (spec 3 'Studio local cart item')", () => {
  it("is a GBP cart at rate 1 and rounding 0 that requires shipping", () => {
    expect(localCartModel([])).toMatchObject({
      id: null,
      currency: "GBP",
      exchangeRate: 1,
      rounding: 0,
      requiresShipping: true,
      overLimit: false,
      subtotal: 0,
      lines: [],
    });
  });

  it.each([
    [[], 0],
    [[tote], 2000],
    [[poster, poster, tote], 11000],
  ])("subtotal of %j is Σ price × quantity = %i", (items, subtotal) => {
    expect(localCartModel(items).subtotal).toBe(subtotal);
  });

  it("makes each item a goods line of quantity 1 with no licence", () => {
    expect(localCartModel([poster]).lines).toEqual([
      {
        id: "local-0",
        itemType: "goods",
        productId: "poster",
        productName: "Poster",
        parentFontId: "poster",
        styleId: null,
        styleName: null,
        variantId: "a2",
        variantName: "A2",
        licenceType: "not_applicable",
        licenceSize: null,
        price: 4500,
        priceUndiscounted: 5000,
        quantity: 1,
        upgrade: null,
      },
    ]);
  });
});

describe("guestItems (CreateInvoice items for the guest checkout)", () => {
  it("counts units per product and variant", () => {
    expect(guestItems([poster, tote, poster, { ...poster, variantId: "a1" }])).toEqual([
      { productId: "poster", variantId: "a2", quantity: 2 },
      { productId: "tote", variantId: null, quantity: 1 },
      { productId: "poster", variantId: "a1", quantity: 1 },
    ]);
  });
});
