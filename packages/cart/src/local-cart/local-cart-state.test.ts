import { describe, expect, it } from "vitest";
import { poster, tote } from "../__fixtures__/local-cart";
import type { InvoiceTotalsData } from "../server-types";
import {
  EMPTY_LOCAL_CART,
  type LocalCartAction,
  type LocalCartItem,
  type LocalCartState,
  localCartReducer,
} from "./local-cart-state";

const posterA2 = poster;
const posterA1: LocalCartItem = { ...posterA2, variantId: "a1", variantName: "A1", price: 6500 };
const invoice: InvoiceTotalsData = {
  currency: "GBP",
  subtotal: 45.5,
  discount: 0,
  shipping: 4.5,
  tax: 10,
  taxName: "VAT",
  taxRate: 20,
  total: 60,
};

const cart = (items: LocalCartItem[], extra: Partial<LocalCartState> = {}): LocalCartState => ({
  items,
  invoice: null,
  complete: false,
  ...extra,
});

describe("localCartReducer (spec 4.4)", () => {
  it.each<[string, LocalCartState, LocalCartAction, LocalCartState]>([
    ["add appends", cart([tote]), { type: "add", item: posterA2 }, cart([tote, posterA2])],
    [
      "add appends the same product again",
      cart([posterA2]),
      { type: "add", item: posterA2 },
      cart([posterA2, posterA2]),
    ],
    [
      "'add another' appends a copy of that product and variant",
      cart([posterA2, posterA1]),
      { type: "addAnother", productId: "poster", variantId: "a2" },
      cart([posterA2, posterA1, posterA2]),
    ],
    [
      "'add another' of a product not in the cart changes nothing",
      cart([tote]),
      { type: "addAnother", productId: "poster", variantId: "a2" },
      cart([tote]),
    ],
    [
      "remove deletes one item of that product and variant, and the invoice",
      cart([posterA2, posterA1, posterA2], { invoice }),
      { type: "remove", productId: "poster", variantId: "a2" },
      cart([posterA2, posterA1]),
    ],
    [
      "remove without a variant matches an item without one",
      cart([tote, tote], { invoice }),
      { type: "remove", productId: "tote" },
      cart([tote]),
    ],
    [
      "remove of a variant not in the cart changes nothing",
      cart([posterA1], { invoice }),
      { type: "remove", productId: "poster", variantId: "a2" },
      cart([posterA1], { invoice }),
    ],
    [
      "clear empties items and invoice",
      cart([tote, posterA2], { invoice }),
      { type: "clear" },
      EMPTY_LOCAL_CART,
    ],
    [
      "setInvoice keeps the items",
      cart([tote]),
      { type: "setInvoice", invoice },
      cart([tote], { invoice }),
    ],
    [
      "adding drops a preview that no longer matches",
      cart([tote], { invoice }),
      { type: "add", item: tote },
      cart([tote, tote]),
    ],
    [
      "complete keeps items and invoice on screen",
      cart([tote], { invoice }),
      { type: "complete" },
      cart([tote], { invoice, complete: true }),
    ],
    [
      "a complete order is read-only: remove does nothing",
      cart([tote], { complete: true }),
      { type: "remove", productId: "tote" },
      cart([tote], { complete: true }),
    ],
    [
      "a complete order is read-only: 'add another' does nothing",
      cart([tote], { complete: true }),
      { type: "addAnother", productId: "tote" },
      cart([tote], { complete: true }),
    ],
    [
      "adding after a complete order starts a new cart",
      cart([tote], { invoice, complete: true }),
      { type: "add", item: posterA2 },
      cart([posterA2]),
    ],
    [
      "load replaces the items and starts over",
      cart([tote], { invoice, complete: true }),
      { type: "load", items: [posterA1] },
      cart([posterA1]),
    ],
  ])("%s", (_, state, action, expected) => {
    expect(localCartReducer(state, action)).toEqual(expected);
  });

  it("returns the same state when nothing changes (no needless re-render or write)", () => {
    const state = cart([tote]);
    expect(localCartReducer(state, { type: "remove", productId: "poster" })).toBe(state);
  });
});
