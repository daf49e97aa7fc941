import { describe, expect, it } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import { applyCartChange, type CartChange, isProvisionalLine } from "./optimistic-cart";
import type { ServerCart } from "./server-types";

const poster = goodsItem({ id: "poster-a2", productId: "poster", variantId: "a2", quantity: 1 });
const interWeb = fontItem({
  id: "inter-web",
  productId: "inter",
  itemType: "family",
  licenceType: "web",
  licenceSize: 2,
});
const interBoldWeb = fontItem({
  id: "inter-bold-web",
  productId: "inter",
  itemType: "style",
  styleId: "inter-bold",
  styleName: "Bold",
  licenceType: "web",
  licenceSize: 2,
});
const cart = serverCart({ subtotal: 250, items: [interWeb, interBoldWeb, poster] });

/** What a cart shows, line by line: id, quantity, size. */
const lines = (shown: ServerCart) =>
  shown.items.map((item) => `${item.id} ×${item.quantity} size ${item.licenceSize ?? "-"}`);

describe("applyCartChange", () => {
  const cases: { name: string; change: CartChange; lines: string[]; changed: string[] }[] = [
    {
      name: "another goods item of a line raises its quantity by one",
      change: { kind: "add", item: { itemType: "goods", productId: "poster", variantId: "a2" } },
      lines: ["inter-web ×1 size 2", "inter-bold-web ×1 size 2", "poster-a2 ×2 size -"],
      changed: ["poster-a2"],
    },
    {
      name: "another variant of goods is a line of its own",
      change: {
        kind: "add",
        item: {
          itemType: "goods",
          productId: "poster",
          variantId: "a1",
          names: { productName: "Poster", variantName: "A1" },
        },
      },
      lines: [
        "inter-web ×1 size 2",
        "inter-bold-web ×1 size 2",
        "poster-a2 ×1 size -",
        "provisional:goods:poster:a1 ×1 size -",
      ],
      changed: ["provisional:goods:poster:a1"],
    },
    {
      name: "a font line is added once, at the size sent, and its group takes that size",
      change: {
        kind: "add",
        item: {
          itemType: "style",
          productId: "inter",
          styleId: "inter-italic",
          licenceType: "web",
          names: { productName: "Inter", styleName: "Italic" },
        },
      },
      lines: [
        "inter-web ×1 size 0",
        "inter-bold-web ×1 size 0",
        "poster-a2 ×1 size -",
        "provisional:style:inter:inter-italic:web ×1 size 0",
      ],
      changed: ["inter-web", "inter-bold-web", "provisional:style:inter:inter-italic:web"],
    },
    {
      name: "a font line already in the cart is not added again",
      change: {
        kind: "add",
        item: { itemType: "family", productId: "inter", licenceType: "web", licenceSize: 2 },
      },
      lines: ["inter-web ×1 size 2", "inter-bold-web ×1 size 2", "poster-a2 ×1 size -"],
      changed: [],
    },
    {
      name: "a font under another licence type is a group of its own",
      change: {
        kind: "add",
        item: { itemType: "family", productId: "inter", licenceType: "app" },
      },
      lines: [
        "inter-web ×1 size 2",
        "inter-bold-web ×1 size 2",
        "poster-a2 ×1 size -",
        "provisional:family:inter:family:app ×1 size 0",
      ],
      changed: ["provisional:family:inter:family:app"],
    },
    {
      name: "remove takes a goods line of one out",
      change: { kind: "remove", itemId: "poster-a2" },
      lines: ["inter-web ×1 size 2", "inter-bold-web ×1 size 2"],
      changed: [],
    },
    {
      name: "remove takes a font line out",
      change: { kind: "remove", itemId: "inter-bold-web" },
      lines: ["inter-web ×1 size 2", "poster-a2 ×1 size -"],
      changed: [],
    },
    {
      name: "clear empties the cart",
      change: { kind: "clear" },
      lines: [],
      changed: [],
    },
    {
      name: "a licence size is set on every line of one parent font and licence type",
      change: { kind: "licenceSize", parentFontId: "inter", licenceTypeIndex: 1, size: 3 },
      lines: ["inter-web ×1 size 3", "inter-bold-web ×1 size 3", "poster-a2 ×1 size -"],
      changed: ["inter-web", "inter-bold-web"],
    },
  ];

  it.each(cases)("$name", ({ change, lines: expected, changed }) => {
    const shown = applyCartChange(cart, change);
    expect(lines(shown.cart)).toEqual(expected);
    expect(shown.changed).toEqual(changed);
    // Never an amount of its own: the server's subtotal stands until it answers.
    expect(shown.cart.subtotal).toBe(250);
  });

  it("remove takes one goods item away from a line of more", () => {
    const two = serverCart({ items: [{ ...poster, quantity: 2 }] });
    const shown = applyCartChange(two, { kind: "remove", itemId: "poster-a2" });
    expect(lines(shown.cart)).toEqual(["poster-a2 ×1 size -"]);
    expect(shown.changed).toEqual(["poster-a2"]);
  });

  it("a provisional line carries the names it was given and belongs to the cart", () => {
    const shown = applyCartChange(serverCart(), {
      kind: "add",
      item: {
        itemType: "style",
        productId: "geist",
        styleId: "geist-bold",
        licenceType: "basic",
        names: { productName: "Geist", styleName: "Bold" },
      },
    });
    const [line] = shown.cart.items;
    expect(line).toMatchObject({
      cartId: "cart-1",
      itemType: "style",
      productId: "geist",
      styleId: "geist-bold",
      styleName: "Bold",
      licenceType: "basic",
      licenceSize: 0,
      quantity: 1,
      product: { name: "Geist" },
      upgrade: null,
    });
    expect(isProvisionalLine(line?.id ?? "")).toBe(true);
    expect(isProvisionalLine("inter-web")).toBe(false);
  });

  it("names a new line from one of the same product when the page gave none", () => {
    const shown = applyCartChange(cart, {
      kind: "add",
      item: { itemType: "family", productId: "inter", licenceType: "logo" },
    });
    expect(shown.cart.items.at(-1)?.product).toEqual({ name: "Inter", parentFont: "inter" });
  });

  it("shows nothing for a line it cannot name, nor for an upgrade", () => {
    const unnamed = applyCartChange(cart, {
      kind: "add",
      item: { itemType: "goods", productId: "tote" },
    });
    expect(unnamed).toEqual({ cart, changed: [] });
    const upgrade = applyCartChange(cart, {
      kind: "add",
      item: {
        itemType: "upgrade",
        upgradeFrom: "licence-1",
        productId: "inter",
        styleId: null,
        licenceSize: 3,
      },
    });
    expect(upgrade).toEqual({ cart, changed: [] });
  });

  it("leaves the cart as it is for a line that is not there", () => {
    expect(applyCartChange(cart, { kind: "remove", itemId: "gone" })).toEqual({
      cart,
      changed: [],
    });
    expect(
      applyCartChange(cart, {
        kind: "licenceSize",
        parentFontId: "geist",
        licenceTypeIndex: 1,
        size: 1,
      }).cart,
    ).toBe(cart);
  });
});
