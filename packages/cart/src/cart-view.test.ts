import { describe, expect, it } from "vitest";
import { fontItem, goodsItem, serverCart } from "./__fixtures__/carts";
import { buildCartView, type CartViewInput } from "./cart-view";
import { applyCartChange } from "./optimistic-cart";
import type { CartSectionView } from "./section-views";

const ENQUIRY_EMAIL = "shop@meridian.test";

function view(input: Partial<CartViewInput> = {}) {
  return buildCartView({ cart: serverCart(), enquiryEmail: ENQUIRY_EMAIL, ...input });
}

/** A cart with a line in every section, deliberately out of order. */
const everySection = serverCart({
  items: [
    goodsItem({ productId: "tote", product: { name: "Tote Bag", parentFont: null } }),
    fontItem({ licenceType: "logo" }),
    fontItem({ licenceType: "social" }),
    fontItem({ licenceType: "app" }),
    fontItem({ licenceType: "web" }),
    fontItem({ licenceType: "basic" }),
  ],
});

function fontSection(sections: CartSectionView[], key: string) {
  const section = sections.find((s) => s.key === key);
  if (section?.kind !== "fonts") throw new Error(`no font section ${key}`);
  return section;
}

function goodsSection(sections: CartSectionView[]) {
  const section = sections.find((s) => s.kind === "goods");
  if (section?.kind !== "goods") throw new Error("no goods section");
  return section;
}

describe("buildCartView: title", () => {
  it.each([
    ["an empty cart", serverCart(), undefined, "Cart (0)"],
    [
      "three items",
      serverCart({ items: [fontItem(), goodsItem({ quantity: 2 })] }),
      undefined,
      "Cart (3)",
    ],
    ["a custom title", serverCart({ items: [fontItem()] }), "Your order", "Your order"],
    ["no cart yet", null, undefined, "Cart (0)"],
  ])("%s → %j", (_, cart, title, text) => {
    expect(view({ cart, title }).title).toBe(text);
  });
});

describe("buildCartView: sections", () => {
  it("follows the spec's order, each titled '{name} ({count})'", () => {
    expect(view({ cart: everySection }).sections.map((s) => s.title)).toEqual([
      "Basic Fonts (1)",
      "Web Fonts (1)",
      "App Fonts (1)",
      "Social Fonts (1)",
      "Logo Fonts (1)",
      "Goods (1)",
    ]);
  });

  it.each([
    ["an empty cart", serverCart(), []],
    [
      "web fonts only",
      serverCart({ items: [fontItem({ licenceType: "web" })] }),
      ["Web Fonts (1)"],
    ],
    ["goods only", serverCart({ items: [goodsItem({ quantity: 2 })] }), ["Goods (2)"]],
    [
      "a font line the contract does not allow",
      serverCart({ items: [fontItem({ licenceType: "not_applicable" })] }),
      [],
    ],
  ])("hides empty sections: %s", (_, cart, titles) => {
    expect(view({ cart }).sections.map((s) => s.title)).toEqual(titles);
  });

  it("groups font lines by parent font, one size per group, in the cart's order", () => {
    const cart = serverCart({
      items: [
        fontItem({
          id: "a",
          productId: "inter",
          product: { name: "Inter", parentFont: "inter" },
          licenceSize: 1,
        }),
        fontItem({
          id: "b",
          productId: "geist",
          product: { name: "Geist", parentFont: "geist" },
          licenceSize: 3,
        }),
        fontItem({
          id: "c",
          productId: "inter-display",
          itemType: "style",
          styleId: "bold",
          styleName: "Bold",
          product: { name: "Inter Display", parentFont: "inter" },
          licenceSize: 1,
        }),
        fontItem({
          id: "d",
          licenceType: "web",
          product: { name: "Inter", parentFont: "inter" },
          licenceSize: 2,
        }),
      ],
    });
    const { sections } = view({ cart });
    const basic = fontSection(sections, "basic");
    expect(basic.title).toBe("Basic Fonts (3)");
    expect(
      basic.groups.map((g) => [
        g.parentFontId,
        g.licenceTypeIndex,
        g.size,
        g.sizeLabel,
        g.items.map((i) => i.itemId),
      ]),
    ).toEqual([
      ["inter", 0, 1, "Small", ["a", "c"]],
      ["geist", 0, 3, "Large", ["b"]],
    ]);
    const web = fontSection(sections, "web");
    expect(web.groups.map((g) => [g.parentFontId, g.licenceTypeIndex, g.sizeLabel])).toEqual([
      ["inter", 1, "Medium"],
    ]);
  });

  it("offers the sizes Startup, Small, Medium and Large", () => {
    const [group] = fontSection(view({ cart: everySection }).sections, "basic").groups;
    expect(group?.sizeOptions?.map((o) => [o.value, o.label])).toEqual([
      [0, "Startup"],
      [1, "Small"],
      [2, "Medium"],
      [3, "Large"],
    ]);
  });

  it("sorts goods by product name (ignoring case), one row per unit, each with 'Add another'", () => {
    const cart = serverCart({
      items: [
        goodsItem({ id: "t", productId: "tote", product: { name: "Tote Bag", parentFont: null } }),
        goodsItem({ id: "p", productId: "poster", variantName: "A2", quantity: 2 }),
        goodsItem({
          id: "b",
          productId: "book",
          product: { name: "a Specimen Book", parentFont: null },
        }),
      ],
    });
    const goods = goodsSection(view({ cart }).sections);
    expect(goods.title).toBe("Goods (4)");
    expect(goods.items.map((i) => [i.key, i.name, i.canAddAnother, i.removable])).toEqual([
      ["b#0", "a Specimen Book", true, true],
      ["p#0", "Poster (A2)", true, true],
      ["p#1", "Poster (A2)", true, true],
      ["t#0", "Tote Bag", true, true],
    ]);
  });
});

describe("buildCartView: items", () => {
  it.each([
    [
      "a family",
      fontItem({ licenceType: "web", licenceSize: 0, price: 180, priceUndiscounted: 400 }),
      {
        name: "Inter Family",
        licence: "Web, Startup",
        price: "£180.00",
        undiscountedPrice: "£400.00",
      },
    ],
    [
      "a style at its full price",
      fontItem({
        itemType: "style",
        styleName: "Bold Italic",
        licenceType: "app",
        licenceSize: 2,
        price: 90,
        priceUndiscounted: 90,
      }),
      {
        name: "Inter Bold Italic",
        licence: "App, Medium",
        price: "£90.00",
        undiscountedPrice: null,
      },
    ],
    [
      "goods with a variant",
      goodsItem({ variantName: "A2", price: 45, priceUndiscounted: 50 }),
      { name: "Poster (A2)", licence: null, price: "£45.00", undiscountedPrice: "£50.00" },
    ],
    [
      // Issue 14: £28 in content, £30 online; a lower "was" price would read as a discount.
      "goods whose content price is below the price",
      goodsItem({
        product: { name: "Specimen Book", parentFont: null },
        variantName: "Softcover",
        price: 30,
        priceUndiscounted: 28,
      }),
      {
        name: "Specimen Book (Softcover)",
        licence: null,
        price: "£30.00",
        undiscountedPrice: null,
      },
    ],
  ])("%s", (_, item, expected) => {
    const [section] = view({ cart: serverCart({ items: [item] }) }).sections;
    const row = section?.kind === "goods" ? section.items[0] : section?.groups[0]?.items[0];
    expect(row).toMatchObject({ ...expected, removable: true });
  });

  it("names an upgrade, shows its credit, and gives it a group of its own with no size dropdown", () => {
    const upgrade = fontItem({
      itemType: "upgrade",
      licenceType: "web",
      licenceSize: 0,
      price: 143,
      priceUndiscounted: 400,
      upgrade: { name: "Inter Family — upgrade from Regular, Web, Startup", credit: 37 },
    });
    const style = fontItem({
      itemType: "style",
      styleId: "inter-bold",
      styleName: "Bold",
      licenceType: "web",
    });
    const { groups } = fontSection(
      view({ cart: serverCart({ items: [style, upgrade] }) }).sections,
      "web",
    );
    expect(groups.map((group) => group.sizeOptions !== null)).toEqual([true, false]);
    expect(groups[1]?.items[0]).toMatchObject({
      name: "Inter Family — upgrade from Regular, Web, Startup",
      licence: "Web, Startup",
      credit: "Credit £37.00",
      price: "£143.00",
      removable: true,
    });
    expect(groups[0]?.items[0]?.credit).toBeNull();
  });

  it("prints prices in the cart's currency", () => {
    const cart = serverCart({
      currency: "USD",
      items: [fontItem({ price: 235, priceUndiscounted: 520 })],
    });
    const row = fontSection(view({ cart }).sections, "basic").groups[0]?.items[0];
    expect([row?.price, row?.undiscountedPrice]).toEqual(["$235.00", "$520.00"]);
  });
});

describe("buildCartView: currency, checkout and sharing", () => {
  it("offers GBP, EUR and USD with the cart's currency chosen", () => {
    expect(view({ cart: serverCart({ currency: "EUR" }) }).currency).toEqual({
      value: "EUR",
      options: [
        { value: "GBP", label: "GBP" },
        { value: "EUR", label: "EUR" },
        { value: "USD", label: "USD" },
      ],
    });
  });

  it.each([
    ["empty", serverCart(), true],
    ["not empty", serverCart({ items: [fontItem()] }), false],
  ])("Checkout links to /checkout and is disabled when the cart is %s", (_, cart, disabled) => {
    expect(view({ cart }).checkout).toEqual({
      kind: "checkout",
      label: "Checkout",
      href: "/checkout",
      disabled,
    });
  });

  it("over the limit becomes 'Contact us' with the purchase enquiry, and hides the share line", () => {
    const cart = serverCart({
      currency: "EUR",
      overLimit: true,
      items: [
        goodsItem({ variantName: "A2", price: 55, priceUndiscounted: 55 }),
        fontItem({ licenceType: "web", licenceSize: 3, price: 12000, priceUndiscounted: 12000 }),
      ],
    });
    const { checkout, share } = view({ cart });
    expect(checkout.kind).toBe("enquiry");
    expect(checkout.label).toBe("Contact us");
    expect(checkout.disabled).toBe(false);
    const url = new URL(checkout.href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(ENQUIRY_EMAIL);
    const body = decodeURIComponent(checkout.href.split("&body=")[1] ?? "");
    expect(decodeURIComponent(checkout.href)).toContain("subject=Purchase enquiry");
    expect(body.split("\r\n")).toEqual([
      "I'm interested in purchasing the following items:",
      "",
      "Inter Family - Web, Large - €12,000.00",
      "Poster (A2) - €55.00",
      "",
      "<Please provide any other relevant details here>",
    ]);
    expect(share).toBeNull();
  });

  it("shows the share line's steps with the page origin", () => {
    const cart = serverCart({ items: [fontItem()] });
    expect(view({ cart }).share?.text).toBe("Do you want to share this cart?");
    expect(
      view({ cart, share: { sharedCartId: "s1", copied: false, origin: "https://meridian.test" } })
        .share?.text,
    ).toBe("Click to copy: https://meridian.test/shared-cart/s1");
    expect(
      view({ cart, share: { sharedCartId: "s1", copied: true, origin: "https://meridian.test" } })
        .share?.text,
    ).toBe("Link copied");
  });
});

describe("buildCartView: snapshot mode", () => {
  const snapshot = view({ cart: everySection, snapshot: true });

  it("is read-only: no remove, no 'Add another', no size dropdown", () => {
    expect(snapshot.editable).toBe(false);
    for (const section of snapshot.sections) {
      const items =
        section.kind === "goods" ? section.items : section.groups.flatMap((g) => g.items);
      for (const item of items)
        expect([item.removable, item.canAddAnother]).toEqual([false, false]);
      if (section.kind === "fonts") {
        for (const group of section.groups) {
          expect(group.sizeOptions).toBeNull();
          expect(group.sizeLabel).toBe("Startup");
        }
      }
    }
  });

  it("has no currency dropdown and no share line", () => {
    expect(snapshot.currency).toBeNull();
    expect(snapshot.share).toBeNull();
  });

  it("still lists every section and total", () => {
    expect(snapshot.sections).toHaveLength(6);
    expect(snapshot.totals.map((row) => row.key)).toEqual([
      "discount",
      "subtotal",
      "taxes",
      "total",
    ]);
  });
});

describe("buildCartView: totals", () => {
  it.each([
    ["while loading", { calculating: true }, "Calculating..."],
    ["on the checkout page", { onCheckoutPage: true }, "Enter billing address to calculate"],
    ["elsewhere", {}, "Calculated at checkout"],
    [
      "once invoiced",
      {
        invoice: {
          currency: "GBP",
          subtotal: 180,
          discount: 0,
          shipping: 5,
          tax: 36,
          taxName: "VAT",
          taxRate: 20,
          total: 221,
        },
      },
      "£221.00",
    ],
  ])("Total reads %s", (_, state, text) => {
    const cart = serverCart({
      subtotal: 180,
      requiresShipping: true,
      items: [fontItem(), goodsItem()],
    });
    const total = view({ cart, ...state }).totals.find((row) => row.key === "total");
    expect(total?.value).toBe(text);
  });

  it("shows Shipping only when the cart requires shipping", () => {
    const labels = (requiresShipping: boolean) =>
      view({ cart: serverCart({ requiresShipping }) }).totals.map((row) => row.label);
    expect(labels(true)).toContain("Shipping");
    expect(labels(false)).not.toContain("Shipping");
  });
});

describe("buildCartView: a change the server has not answered yet", () => {
  const answered = serverCart({
    subtotal: 225,
    discount: 20,
    discounts: "Online discount",
    items: [
      fontItem({ id: "inter-basic", price: 180, priceUndiscounted: 200 }),
      goodsItem({ id: "poster", price: 45, priceUndiscounted: 50 }),
    ],
  });
  const shown = applyCartChange(answered, {
    kind: "add",
    item: {
      itemType: "style",
      productId: "geist",
      styleId: "geist-bold",
      licenceType: "basic",
      names: { productName: "Geist", styleName: "Bold" },
    },
  });
  const pending = view({ cart: shown.cart, unconfirmed: shown.changed });
  const rows = pending.sections.flatMap((section) =>
    section.kind === "goods" ? section.items : section.groups.flatMap((group) => group.items),
  );

  it("shows the new line and counts it, its price being calculated", () => {
    expect(pending.title).toBe("Cart (3)");
    const geist = rows.find((row) => row.name === "Geist Bold");
    expect(geist).toMatchObject({
      licence: "Basic, Startup",
      price: "Calculating...",
      undiscountedPrice: null,
      removable: false,
      canAddAnother: false,
    });
  });

  it("keeps the server's prices on the lines the change left alone", () => {
    expect(rows.find((row) => row.itemId === "inter-basic")).toMatchObject({
      price: "£180.00",
      undiscountedPrice: "£200.00",
      removable: true,
    });
  });

  it("says the totals are being calculated, never a sum the server has not made", () => {
    const totals = Object.fromEntries(pending.totals.map((row) => [row.key, row]));
    expect(totals.discount).toMatchObject({ value: "Calculating...", pending: true });
    expect(totals.subtotal).toMatchObject({ value: "Calculating...", pending: true });
    expect(view({ cart: answered }).totals.find((row) => row.key === "subtotal")?.value).toBe(
      "£225.00",
    );
  });
});
