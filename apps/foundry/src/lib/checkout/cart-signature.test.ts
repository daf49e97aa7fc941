import { describe, expect, it } from "vitest";
import { cartSignature } from "./cart-signature";

const cart = {
  currency: "GBP",
  items: [
    { id: "b", licenceSize: 0, quantity: 1 },
    { id: "a", licenceSize: null, quantity: 2 },
  ],
};

describe("cartSignature", () => {
  it("does not depend on the order of the lines", () => {
    expect(cartSignature(cart)).toBe(cartSignature({ ...cart, items: [...cart.items].reverse() }));
  });

  it.each([
    ["a size", { ...cart, items: [{ id: "b", licenceSize: 2, quantity: 1 }, cart.items[1]!] }],
    [
      "a quantity",
      { ...cart, items: [cart.items[0]!, { id: "a", licenceSize: null, quantity: 3 }] },
    ],
    ["the currency", { ...cart, currency: "EUR" }],
    ["a line", { ...cart, items: [cart.items[0]!] }],
  ])("changes with %s", (_, changed) => {
    expect(cartSignature(changed)).not.toBe(cartSignature(cart));
  });

  it("is empty without a cart", () => {
    expect(cartSignature(null)).toBe("");
  });
});
