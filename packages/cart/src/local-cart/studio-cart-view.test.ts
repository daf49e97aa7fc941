import { describe, expect, it } from "vitest";
import { poster, tote } from "../__fixtures__/local-cart";
import type { LocalCartItem, LocalCartState } from "./local-cart-state";
import { buildStudioCartView, type StudioCartViewInput } from "./studio-cart-view";

const state = (items: LocalCartItem[], extra: Partial<LocalCartState> = {}): LocalCartState => ({
  items,
  invoice: null,
  complete: false,
  ...extra,
});

function view(input: Partial<StudioCartViewInput> & { state: LocalCartState }) {
  return buildStudioCartView({ freeShippingOverGbp: 75, ...input });
}

describe("buildStudioCartView (spec 2.14, 4.4)", () => {
  it.each([
    ["an empty cart", state([]), "Cart (0)"],
    ["two items", state([tote, poster]), "Cart (2)"],
    ["a complete order", state([tote, poster], { complete: true }), "Order Complete"],
  ])("heading for %s is %j", (_, cartState, heading) => {
    expect(view({ state: cartState }).heading).toBe(heading);
  });

  it("lists Goods, sorted, each removable with 'Add another'", () => {
    const { sections } = view({ state: state([tote, poster, poster]) });
    expect(sections.map((s) => s.title)).toEqual(["Goods (3)"]);
    const [goods] = sections;
    if (goods?.kind !== "goods") throw new Error("no goods");
    expect(
      goods.items.map((i) => [i.name, i.price, i.undiscountedPrice, i.removable, i.canAddAnother]),
    ).toEqual([
      ["Poster (A2)", "£45.00", "£50.00", true, true],
      ["Poster (A2)", "£45.00", "£50.00", true, true],
      ["Tote Bag", "£20.00", null, true, true],
    ]);
    expect(goods.items.map((i) => [i.productId, i.variantId])).toEqual([
      ["poster", "a2"],
      ["poster", "a2"],
      ["tote", null],
    ]);
  });

  it("strikes through no content price below the price (the tote bag: £18 → £20)", () => {
    const [goods] = view({ state: state([{ ...tote, priceUndiscounted: 1800 }]) }).sections;
    if (goods?.kind !== "goods") throw new Error("no goods");
    expect(goods.items.map((i) => [i.price, i.undiscountedPrice])).toEqual([["£20.00", null]]);
  });

  it("is read-only once complete", () => {
    const complete = view({ state: state([tote], { complete: true }) });
    expect(complete.editable).toBe(false);
    const [goods] = complete.sections;
    expect(
      goods?.kind === "goods" && goods.items.map((i) => [i.removable, i.canAddAnother]),
    ).toEqual([[false, false]]);
  });

  it("has no section at all when empty", () => {
    expect(view({ state: state([]) }).sections).toEqual([]);
  });

  it.each([
    ["while loading", { calculating: true }, "Calculating..."],
    ["on the checkout page", { onCheckoutPage: true }, "Enter shipping address to calculate"],
    ["elsewhere", {}, "Calculated at checkout"],
  ])("Sub Total, then Shipping, Taxes and Total %s", (_, flags, text) => {
    expect(
      view({ state: state([tote, poster]), ...flags }).totals.map((r) => [r.label, r.value]),
    ).toEqual([
      ["Sub Total", "£65.00"],
      ["Shipping", text],
      ["Taxes", text],
      ["Total", text],
    ]);
  });

  it("shows the invoice preview's amounts once there is one", () => {
    const invoice = {
      currency: "GBP",
      subtotal: 65,
      discount: 0,
      shipping: 4.5,
      tax: 13.9,
      taxName: "VAT",
      taxRate: 20,
      total: 83.4,
    };
    expect(
      view({ state: state([tote, poster], { invoice }), calculating: true }).totals.map(
        (r) => r.value,
      ),
    ).toEqual(["£65.00", "£4.50", "£13.90", "£83.40"]);
  });

  it("carries the free-shipping sub-text for the threshold it is given", () => {
    expect(view({ state: state([]) }).shippingNote).toBe(
      "Free shipping on orders above £75 - UK only",
    );
    expect(view({ state: state([]), freeShippingOverGbp: 40 }).shippingNote).toBe(
      "Free shipping on orders above £40 - UK only",
    );
  });

  it.each([
    ["empty", state([]), true],
    ["holding items", state([tote]), false],
    ["a complete order", state([tote], { complete: true }), true],
  ])("Checkout leads to /checkout and is disabled when %s", (_, cartState, disabled) => {
    expect(view({ state: cartState }).checkout).toEqual({
      label: "Checkout",
      href: "/checkout",
      disabled,
    });
  });
});
