// Guards the server cart (spec 3, 4.3, 5; DESIGN 4.1, 4.2, 4.6): lines priced from the catalogue
// only, licence sizes per parent font and type, currency, multi-licence and family discounts,
// over-limit, share and adopt, the merge on login, object-level access and concurrency.
import { createHash, randomUUID } from "node:crypto";
import type { BuiltFont, BuiltStore } from "@meridian/content/store";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts } from "../src/platform/db/schema";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";
import { appOverDatabase, overriding } from "./helpers/wrapped-database";

const CART_FIELDS = `
  id currency exchangeRate rounding subtotal discount discounts hasDownloads requiresShipping overLimit status
  items { id productId styleId styleName variantId variantName itemType licenceType licenceSize quantity price priceUndiscounted product { name parentFont } }
`;
const ADD = `mutation ($itemType: String!, $productId: ID!, $styleId: ID, $variantId: ID, $licenceType: Int, $licenceSize: Int) {
  addItemToCart(itemType: $itemType, productId: $productId, styleId: $styleId, variantId: $variantId, licenceType: $licenceType, licenceSize: $licenceSize) {
    errors { code field message } cart { ${CART_FIELDS} }
  }
}`;

interface CartItem {
  id: string;
  productId: string;
  styleId: string | null;
  itemType: string;
  licenceType: string;
  licenceSize: number | null;
  quantity: number;
  price: number;
  priceUndiscounted: number;
  product: { name: string; parentFont: string | null };
}
interface Cart {
  id: string;
  currency: string;
  subtotal: number;
  discount: number;
  discounts: string;
  hasDownloads: boolean;
  requiresShipping: boolean;
  overLimit: boolean;
  status: string;
  items: CartItem[];
}
type Payload = {
  errors: { code: string; field: string | null; message: string }[];
  cart: Cart | null;
};

let api: TestApp;
let store: BuiltStore;
let font: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
  font = store.fonts.find((candidate) => candidate.slug === "inter")!;
});
afterAll(() => api.close());

/** The spec's online price rule restated: 90 %, rounded up to a multiple of £5. */
const online = (pounds: number) => Math.ceil((pounds * 0.9) / 5) * 5;

async function add(client: ShopClient, variables: Record<string, unknown>): Promise<Payload> {
  return (await client.data<{ addItemToCart: Payload }>(ADD, variables)).addItemToCart;
}

/** AddItemToCart's arguments for Inter's first style, basic licence: most tests' one line. */
const firstStyle = () => ({
  itemType: "style",
  productId: font.id,
  styleId: font.styles[0]!.id,
  licenceType: 0,
});

const goods = () =>
  store.products.find((product) => product.variants.length > 0 && product.status !== "draft")!;

describe("the visitor's cart", () => {
  it("is created empty and kept by an httpOnly, SameSite=Lax cookie", async () => {
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ cart { id items { id } } }` }),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((header) => header.startsWith("meridian_cart="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const client = new ShopClient(api);
    const first = await client.data<{ cart: Cart }>(`{ cart { id } }`);
    const again = await client.data<{ cart: Cart }>(`{ cart { id items { id } } }`);
    expect(again.cart.id).toBe(first.cart.id);
    expect(again.cart.id).toMatch(/^[a-f0-9]{32}$/);
  });

  it("is opened by a token of its cookie's own, never by its id, and keeps only the token's hash", async () => {
    const owner = new ShopClient(api);
    const { cart } = await add(owner, firstStyle());
    const token = owner.cookies.get("meridian_cart")!;
    expect(token).not.toContain(cart!.id);
    const [row] = await api.database.db.select().from(carts).where(eq(carts.id, cart!.id));
    expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);

    // Someone who learnt the cart's id (a payload, a log, an invoice) gets a cart of their own.
    const stranger = new ShopClient(api);
    stranger.cookies.set("meridian_cart", cart!.id);
    const theirs = await stranger.data<{ cart: Cart }>(`{ cart { id items { id } } }`);
    expect(theirs.cart.id).not.toBe(cart!.id);
    expect(theirs.cart.items).toEqual([]);
    const mine = await owner.data<{ cart: Cart }>(`{ cart { id items { id } } }`);
    expect(mine.cart).toEqual({ id: cart!.id, items: [{ id: cart!.items[0]!.id }] });
  });

  it("answers a mutation with the cart its own transaction read, reading nothing after it", async () => {
    // The plain handle refuses to read: all a cart mutation reads must happen in its transaction.
    const guarded = await appOverDatabase(api, (database) => ({
      ...database,
      db: overriding(database.db, "select", () => {
        throw new Error("read outside the transaction");
      }),
    }));
    try {
      const body = await guarded.graphql<{ addItemToCart: Payload }>(ADD, firstStyle());
      expect(body.errors).toBeUndefined();
      expect(body.data?.addItemToCart.cart?.items).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it("prices a style at the online price of the catalogue, whatever else is sent", async () => {
    const client = new ShopClient(api);
    const style = font.styles[0]!;
    const { errors, cart } = await add(client, {
      itemType: "style",
      productId: font.id,
      styleId: style.id,
      licenceType: 0,
    });
    expect(errors).toEqual([]);
    expect(cart?.items).toEqual([
      expect.objectContaining({
        itemType: "style",
        licenceType: "basic",
        licenceSize: 0,
        quantity: 1,
        price: online(font.pricePerStyleGbp!),
        priceUndiscounted: font.pricePerStyleGbp!,
        product: { name: font.name, parentFont: font.id },
      }),
    ]);
    const priced = await client.graphql(
      `mutation { addItemToCart(itemType: "style", productId: "${font.id}", styleId: "${style.id}", licenceType: 0, price: 1) { cart { subtotal } } }`,
    );
    expect(priced.errors?.[0]?.message).toMatch(/Unknown argument "price"/);
  });

  it("prices a family at the family discount and names the discounts", async () => {
    const client = new ShopClient(api);
    const { cart } = await add(client, { itemType: "family", productId: font.id, licenceType: 1 });
    const n = font.styles.length;
    expect(cart?.items[0]).toMatchObject({
      itemType: "family",
      licenceType: "web",
      price: online(font.pricePerStyleGbp! * n * (1 - font.familyDiscount)),
      priceUndiscounted: font.pricePerStyleGbp! * n,
    });
    expect(cart?.discount).toBe(cart!.items[0]!.priceUndiscounted - cart!.items[0]!.price);
    expect(cart?.discounts).toContain("Family discount");
    expect(cart?.hasDownloads).toBe(true);
    expect(cart?.requiresShipping).toBe(false);
  });

  it("keeps one line per style and licence type, and adds up goods", async () => {
    const client = new ShopClient(api);
    const style = font.styles[1]!;
    await add(client, { itemType: "style", productId: font.id, styleId: style.id, licenceType: 2 });
    const twice = await add(client, {
      itemType: "style",
      productId: font.id,
      styleId: style.id,
      licenceType: 2,
    });
    expect(twice.cart?.items).toHaveLength(1);
    const product = goods();
    const variant = product.variants[0]!;
    await add(client, { itemType: "Goods", productId: product.id, variantId: variant.id });
    const another = await add(client, {
      itemType: "Goods",
      productId: product.id,
      variantId: variant.id,
    });
    const line = another.cart!.items.find((item) => item.itemType === "goods")!;
    expect(line).toMatchObject({
      quantity: 2,
      licenceType: "not_applicable",
      licenceSize: null,
      price: online(variant.priceGbp),
    });
    expect(another.cart?.requiresShipping).toBe(true);
    const removed = await client.data<{ removeItemFromCart: Payload }>(
      `mutation ($id: ID!) { removeItemFromCart(itemId: $id) { errors { code } cart { items { id quantity } } } }`,
      { id: line.id },
    );
    expect(
      removed.removeItemFromCart.cart?.items.find((item) => item.id === line.id)?.quantity,
    ).toBe(1);
  });

  it("holds one licence size per parent font and licence type", async () => {
    const client = new ShopClient(api);
    const [a, b] = font.styles;
    await add(client, { itemType: "style", productId: font.id, styleId: a!.id, licenceType: 1 });
    await add(client, { itemType: "style", productId: font.id, styleId: b!.id, licenceType: 1 });
    await add(client, { itemType: "style", productId: font.id, styleId: a!.id, licenceType: 0 });
    const { updateCartLicenceSize } = await client.data<{ updateCartLicenceSize: Payload }>(
      `mutation ($id: ID!) { updateCartLicenceSize(parentFontId: $id, licenceType: 1, licenceSize: 2) { errors { code } cart { ${CART_FIELDS} } } }`,
      { id: font.id },
    );
    const web = updateCartLicenceSize.cart!.items.filter((item) => item.licenceType === "web");
    const basic = updateCartLicenceSize.cart!.items.filter((item) => item.licenceType === "basic");
    expect(web.map((item) => item.licenceSize)).toEqual([2, 2]);
    expect(basic.map((item) => item.licenceSize)).toEqual([0]);
    // Medium is three times Startup before the online rule.
    expect(web[0]?.priceUndiscounted).toBe(font.pricePerStyleGbp! * 3);
  });

  it("adds a line chosen without a size at its group's size", async () => {
    const client = new ShopClient(api);
    const [a, b] = font.styles;
    await add(client, { ...firstStyle(), styleId: a!.id, licenceType: 1, licenceSize: 2 });
    await add(client, { ...firstStyle(), styleId: b!.id, licenceType: 1 });
    const { cart } = await add(client, { ...firstStyle(), styleId: b!.id, licenceType: 0 });
    const sizes = cart!.items.map((item) => [item.styleId, item.licenceType, item.licenceSize]);
    expect(sizes).toEqual([
      [a!.id, "web", 2],
      [b!.id, "web", 2],
      [b!.id, "basic", 0],
    ]);
  });

  it("takes a further 10% off a font bought under two licence types", async () => {
    const client = new ShopClient(api);
    const style = font.styles[0]!;
    await add(client, { itemType: "style", productId: font.id, styleId: style.id, licenceType: 0 });
    const { cart } = await add(client, {
      itemType: "style",
      productId: font.id,
      styleId: style.id,
      licenceType: 3,
    });
    const base = online(font.pricePerStyleGbp!);
    // GBP rounds up to whole pounds (spec 9: a rounding of 0 counts as 1).
    for (const item of cart!.items) expect(item.price).toBe(Math.ceil(base * 0.9));
    expect(cart?.discounts).toContain("Multi-licence discount");
  });

  it("converts to the chosen currency, rounding up to the currency's step", async () => {
    const client = new ShopClient(api);
    await add(client, firstStyle());
    const { updateCurrency } = await client.data<{ updateCurrency: Payload }>(
      `mutation { updateCurrency(currency: "EUR") { errors { code } cart { ${CART_FIELDS} } } }`,
    );
    const eur = store.site.shop.currencies.EUR;
    expect(updateCurrency.cart?.currency).toBe("EUR");
    expect(updateCurrency.cart?.items[0]?.price).toBe(
      Math.ceil((online(font.pricePerStyleGbp!) * eur.exchangeRate) / eur.rounding) * eur.rounding,
    );
    const bad = await client.data<{ updateCurrency: Payload }>(
      `mutation { updateCurrency(currency: "JPY") { errors { code field message } cart { currency } } }`,
    );
    expect(bad.updateCurrency.errors).toEqual([
      { code: "INVALID_INPUT", field: "currency", message: "currency must be GBP, EUR or USD" },
    ]);
    expect(bad.updateCurrency.cart?.currency).toBe("EUR");
  });

  it("is over the limit above £10,000", async () => {
    const client = new ShopClient(api);
    const priced = store.fonts.filter(
      (candidate) =>
        candidate.pricePerStyleGbp && !candidate.playground && candidate.status !== "draft",
    );
    let cart: Cart | null = null;
    for (const candidate of priced) {
      for (const licenceType of [0, 1, 2, 3, 4]) {
        cart = (
          await add(client, {
            itemType: "family",
            productId: candidate.id,
            licenceType,
            licenceSize: 3,
          })
        ).cart;
        if (cart?.overLimit) break;
      }
      if (cart?.overLimit) break;
    }
    expect(cart?.overLimit).toBe(true);
    expect(cart!.subtotal).toBeGreaterThan(10_000);
  });
});

describe("bad input", () => {
  it.each([
    [
      { itemType: "style", productId: "", licenceType: 0 },
      { code: "INVALID_INPUT", field: "productId", message: "productId is required" },
    ],
    [
      { itemType: "font", productId: "x" },
      {
        code: "INVALID_INPUT",
        field: "itemType",
        message: "itemType must be 'Goods', 'family', 'style' or 'upgrade'",
      },
    ],
    [
      { itemType: "style", productId: "no-such-font", licenceType: 0, styleId: "x" },
      { code: "NOT_FOUND", field: "productId", message: "No font with this id" },
    ],
    [
      { itemType: "family", productId: "FONT", licenceType: 7 },
      {
        code: "INVALID_INPUT",
        field: "licenceType",
        message: "licenceType is an index from 0 (basic) to 4 (logo)",
      },
    ],
    [
      { itemType: "Goods", productId: "no-such-product" },
      { code: "NOT_FOUND", field: "productId", message: "No product with this id" },
    ],
  ])("refuses %j and changes nothing", async (variables, error) => {
    const client = new ShopClient(api);
    const args = {
      ...variables,
      productId: variables.productId === "FONT" ? font.id : variables.productId,
    };
    const result = await add(client, args);
    expect(result.errors).toEqual([error]);
    expect(result.cart?.items ?? []).toEqual([]);
  });

  it("treats another customer's cart line as one that does not exist", async () => {
    const owner = new ShopClient(api);
    const { cart } = await add(owner, firstStyle());
    const stranger = new ShopClient(api);
    const REMOVE = `mutation ($id: ID!) { removeItemFromCart(itemId: $id) { errors { code field message } } }`;
    const theirs = await stranger.data<{ removeItemFromCart: Payload }>(REMOVE, {
      id: cart!.items[0]!.id,
    });
    const nobody = await stranger.data<{ removeItemFromCart: Payload }>(REMOVE, {
      id: randomUUID(),
    });
    expect(theirs.removeItemFromCart.errors).toEqual(nobody.removeItemFromCart.errors);
    expect(theirs.removeItemFromCart.errors[0]?.code).toBe("NOT_FOUND");
    const ownerCart = await owner.data<{ cart: Cart }>(`{ cart { items { id } } }`);
    expect(ownerCart.cart.items).toHaveLength(1);
  });
});

describe("sharing", () => {
  it("shares a frozen copy that another browser adopts, once", async () => {
    const owner = new ShopClient(api);
    await add(owner, { itemType: "family", productId: font.id, licenceType: 0 });
    const { shareCart } = await owner.data<{ shareCart: Payload }>(
      `mutation { shareCart { errors { code } cart { id status } } }`,
    );
    const sharedId = shareCart.cart!.id;
    expect(shareCart.cart?.status).toBe("shared");
    const ownCart = await owner.data<{ cart: Cart }>(`{ cart { id } }`);
    expect(sharedId).not.toBe(ownCart.cart.id);

    const friend = new ShopClient(api);
    const ADOPT = `mutation ($id: ID!) { adoptCart(cartId: $id) { errors { code field message } cart { ${CART_FIELDS} } } }`;
    const adopted = await friend.data<{ adoptCart: Payload }>(ADOPT, { id: sharedId });
    expect(adopted.adoptCart.errors).toEqual([]);
    expect(adopted.adoptCart.cart?.items.map((item) => item.itemType)).toEqual(["family"]);
    const again = await friend.data<{ adoptCart: Payload }>(ADOPT, { id: sharedId });
    expect(again.adoptCart.cart?.items).toHaveLength(1);

    for (const id of ["0".repeat(32), "not-an-id", ownCart.cart.id]) {
      const missing = await friend.data<{ adoptCart: Payload }>(ADOPT, { id });
      expect(missing.adoptCart.errors).toEqual([
        { code: "NOT_FOUND", field: "cartId", message: "This shared cart does not exist" },
      ]);
    }
  });

  it("lets a shared cart be adopted for SHARED_CART_DAYS only", async () => {
    const owner = new ShopClient(api);
    await add(owner, { itemType: "family", productId: font.id, licenceType: 2 });
    const { shareCart } = await owner.data<{ shareCart: Payload }>(
      `mutation { shareCart { cart { id } } }`,
    );
    const days = api.env.SHARED_CART_DAYS;
    await api.database.db
      .update(carts)
      .set({ createdAt: new Date(Date.now() - (days * 24 + 1) * 3600 * 1000) })
      .where(eq(carts.id, shareCart.cart!.id));
    const friend = new ShopClient(api);
    const expired = await friend.data<{ adoptCart: Payload }>(
      `mutation ($id: ID!) { adoptCart(cartId: $id) { errors { code field message } cart { items { id } } } }`,
      { id: shareCart.cart!.id },
    );
    expect(expired.adoptCart.errors).toEqual([
      { code: "NOT_FOUND", field: "cartId", message: "This shared cart does not exist" },
    ]);
  });
});

describe("signing in", () => {
  it("keeps the visitor's cart when the first call after signing in is refused", async () => {
    const client = new ShopClient(api);
    await add(client, firstStyle());
    await client.register(`refused-${randomUUID()}@example.com`);
    const refused = await client.data<{ removeItemFromCart: Payload }>(
      `mutation ($id: ID!) { removeItemFromCart(itemId: $id) { errors { code } cart { items { id } } } }`,
      { id: randomUUID() },
    );
    expect(refused.removeItemFromCart.errors).toEqual([{ code: "NOT_FOUND" }]);
    expect(refused.removeItemFromCart.cart?.items).toHaveLength(1);
    const { cart } = await client.data<{ cart: Cart }>(`{ cart { items { id } } }`);
    expect(cart.items).toHaveLength(1);
  });

  it("gives a merged group one licence size, the larger", async () => {
    const customer = new ShopClient(api);
    const email = `sizes-${randomUUID()}@example.com`;
    await customer.register(email);
    await add(customer, { ...firstStyle(), licenceSize: 3 });
    const visitor = new ShopClient(api);
    await add(visitor, { ...firstStyle(), styleId: font.styles[1]!.id, licenceSize: 1 });
    visitor.authHeaders = customer.authHeaders;
    const { cart } = await visitor.data<{ cart: Cart }>(`{ cart { ${CART_FIELDS} } }`);
    expect(cart.items.map((item) => item.licenceSize)).toEqual([3, 3]);
  });

  it("merges the visitor's cart into the customer's", async () => {
    const client = new ShopClient(api);
    await add(client, firstStyle());
    await client.register(`cart-${randomUUID()}@example.com`);
    const { cart } = await client.data<{ cart: Cart }>(`{ cart { ${CART_FIELDS} } }`);
    expect(cart.items).toHaveLength(1);
    await add(client, { itemType: "family", productId: font.id, licenceType: 1 });
    const again = await client.data<{ cart: Cart }>(`{ cart { items { id } } }`);
    expect(again.cart.items).toHaveLength(2);
  });
});

describe("concurrency", () => {
  it("never takes a goods line below one when removes race", async () => {
    const client = new ShopClient(api);
    const product = goods();
    await add(client, {
      itemType: "Goods",
      productId: product.id,
      variantId: product.variants[0]!.id,
    });
    const { cart } = await add(client, {
      itemType: "Goods",
      productId: product.id,
      variantId: product.variants[0]!.id,
    });
    const line = cart!.items.find((item) => item.itemType === "goods")!;
    const REMOVE = `mutation ($id: ID!) { removeItemFromCart(itemId: $id) { errors { code } } }`;
    await Promise.all(Array.from({ length: 6 }, () => client.data(REMOVE, { id: line.id })));
    const after = await client.data<{ cart: Cart }>(`{ cart { ${CART_FIELDS} } }`);
    expect(after.cart.items.filter((item) => item.itemType === "goods")).toEqual([]);
  });

  it("does not change the cart when the current currency is chosen again", async () => {
    const client = new ShopClient(api);
    await add(client, firstStyle());
    const before = await client.data<{ cart: { updatedAt: string } }>(`{ cart { updatedAt } }`);
    const same = await client.data<{
      updateCurrency: { errors: unknown[]; cart: { currency: string; updatedAt: string } };
    }>(
      `mutation { updateCurrency(currency: "GBP") { errors { code } cart { currency updatedAt } } }`,
    );
    expect(same.updateCurrency.errors).toEqual([]);
    expect(same.updateCurrency.cart.updatedAt).toBe(before.cart.updatedAt);
  });

  it("loses nothing when 20 mutations hit one cart at once", async () => {
    const client = new ShopClient(api);
    await client.data(`{ cart { id } }`);
    const styles = store.fonts
      .filter((candidate) => candidate.pricePerStyleGbp && candidate.status !== "draft")
      .flatMap((candidate) => candidate.styles.map((style) => ({ font: candidate, style })));
    const product = goods();
    const calls = [
      ...styles.slice(0, 15).map(({ font: f, style }) => ({
        itemType: "style",
        productId: f.id,
        styleId: style.id,
        licenceType: 0,
      })),
      ...Array.from({ length: 5 }, () => ({
        itemType: "Goods",
        productId: product.id,
        variantId: product.variants[0]!.id,
      })),
    ];
    const results = await Promise.all(calls.map((variables) => add(client, variables)));
    expect(results.flatMap((result) => result.errors)).toEqual([]);
    const { cart } = await client.data<{ cart: Cart }>(`{ cart { ${CART_FIELDS} } }`);
    expect(cart.items.filter((item) => item.itemType === "style")).toHaveLength(15);
    expect(cart.items.find((item) => item.itemType === "goods")?.quantity).toBe(5);
  });
});

describe("BuyingOptions", () => {
  it("gives each licence type's style and family prices at size Startup", async () => {
    const client = new ShopClient(api);
    const { buyingOptions } = await client.data<{
      buyingOptions: { style: Record<string, number>; family: Record<string, number> };
    }>(
      `query ($id: ID!) { buyingOptions(fontId: $id) {
      style { basic web app social logo }
      family { basic web app social logo basicUndiscounted webUndiscounted appUndiscounted socialUndiscounted logoUndiscounted }
    } }`,
      { id: font.id },
    );
    const p = font.pricePerStyleGbp!;
    const n = font.styles.length;
    expect(buyingOptions.style).toEqual({
      basic: online(p),
      web: online(p),
      app: online(p * 2),
      social: online(p),
      logo: online(p * 3),
    });
    expect(buyingOptions.family.basic).toBe(online(p * n * (1 - font.familyDiscount)));
    expect(buyingOptions.family.logoUndiscounted).toBe(p * 3 * n);
    const none = await client.data<{ buyingOptions: null }>(
      `{ buyingOptions(fontId: "no-such-font") { style { basic } } }`,
    );
    expect(none.buyingOptions).toBeNull();
  });
});
