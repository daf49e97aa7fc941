// Guards the cart under concurrency (DESIGN 4.6, issue 13 item 3): changes to one cart are
// serialised, so parallel adds with mixed licence sizes leave each parent font and licence type
// with one size; a burst of parallel adds answers no error and loses no line; a customer's
// racing first calls share one open cart; and a cart change that meets a deadlock is run again
// instead of being answered 'Unexpected error.'.
import { randomUUID } from "node:crypto";
import { type BuiltFont, type BuiltStore, DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app/app";
import { fixedContent } from "../src/modules/publishing";
import type { Db } from "../src/platform/db/database";
import { carts, users } from "../src/platform/db/schema";
import { createLogger } from "../src/platform/logging/logger";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const ADD = `mutation ($itemType: String!, $productId: ID!, $styleId: ID, $variantId: ID, $licenceType: Int, $licenceSize: Int) {
  addItemToCart(itemType: $itemType, productId: $productId, styleId: $styleId, variantId: $variantId, licenceType: $licenceType, licenceSize: $licenceSize) {
    errors { code field message } cart { id }
  }
}`;
const CART = `{ cart { id items { itemType productId styleId licenceType licenceSize quantity product { parentFont } } } }`;

interface CartItem {
  itemType: string;
  productId: string;
  styleId: string | null;
  licenceType: string;
  licenceSize: number | null;
  quantity: number;
  product: { parentFont: string | null };
}
type Payload = { errors: { code: string; field: string | null; message: string }[] };

let api: TestApp;
let store: BuiltStore;
let font: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
  font = store.fonts.find((candidate) => candidate.slug === "inter")!;
});
afterAll(() => api.close());

/** AddItemToCart as the browser sees it: a GraphQL error ('Unexpected error.') fails the test. */
async function add(client: ShopClient, variables: Record<string, unknown>): Promise<Payload> {
  const body = await client.graphql<{ addItemToCart: Payload }>(ADD, variables);
  expect(body.errors).toBeUndefined();
  return body.data!.addItemToCart;
}

async function itemsOf(client: ShopClient): Promise<CartItem[]> {
  return (await client.data<{ cart: { items: CartItem[] } }>(CART)).cart.items;
}

/** Inter's style `index`, basic licence, at `licenceSize`. */
const interStyle = (index: number, licenceSize: number) => ({
  itemType: "style",
  productId: font.id,
  styleId: font.styles[index]!.id,
  licenceType: 0,
  licenceSize,
});

/** The licence sizes of each parent font and licence type group, e.g. "inter basic" → [2]. */
function sizesByGroup(items: CartItem[]): Record<string, (number | null)[]> {
  const groups = new Map<string, Set<number | null>>();
  for (const item of items.filter((line) => line.itemType !== "goods")) {
    const key = `${item.product.parentFont ?? item.productId} ${item.licenceType}`;
    groups.set(key, (groups.get(key) ?? new Set()).add(item.licenceSize));
  }
  return Object.fromEntries([...groups].map(([key, sizes]) => [key, [...sizes]]));
}

async function userIdOf(email: string): Promise<string> {
  const [user] = await api.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function openCartsOf(userId: string) {
  return api.database.db
    .select()
    .from(carts)
    .where(and(eq(carts.userId, userId), eq(carts.status, "open")));
}

describe("parallel adds to one cart", () => {
  it("keep one licence size per group through 50 rounds of mixed sizes", async () => {
    const mixed: { round: number; sizes: Record<string, (number | null)[]> }[] = [];
    for (let round = 0; round < 50; round++) {
      const client = new ShopClient(api);
      await add(client, interStyle(0, round % 4));
      // Three other styles of the same font and licence type, each asking for another size.
      const asked = [1, 2, 3].map((offset) => (round + offset) % 4);
      const results = await Promise.all(
        asked.map((size, i) => add(client, interStyle(i + 1, size))),
      );
      expect(results.flatMap((result) => result.errors)).toEqual([]);
      const items = await itemsOf(client);
      expect(items).toHaveLength(4);
      const sizes = sizesByGroup(items);
      if (sizes[`${font.id} basic`]?.length !== 1) mixed.push({ round, sizes });
      // The group takes the size of whichever add came last: one of those asked for.
      else expect(asked).toContain(sizes[`${font.id} basic`]![0]);
    }
    expect(mixed).toEqual([]);
  });

  it("answer no error and lose no line in bursts of 24", async () => {
    // Large groups: Source Serif 4 with its Display styles (one parent font), then Geist.
    const styles = ["source-serif-4", "source-serif-4-display", "geist"]
      .map((slug) => store.fonts.find((candidate) => candidate.slug === slug)!)
      .flatMap((candidate) => candidate.styles.map((style) => ({ font: candidate, style })));
    const styleCalls = styles.slice(0, 21).map(({ font: candidate, style }, i) => ({
      itemType: "style",
      productId: candidate.id,
      styleId: style.id,
      licenceType: 0,
      licenceSize: i % 4,
    }));
    const goods = store.products.find(
      (product) => product.variants.length > 0 && product.status !== "draft",
    )!;
    const goodsCall = { itemType: "Goods", productId: goods.id, variantId: goods.variants[0]!.id };
    const calls = [...styleCalls, ...Array.from({ length: 3 }, () => goodsCall)];
    expect(calls).toHaveLength(24);

    for (let burst = 0; burst < 4; burst++) {
      const client = new ShopClient(api);
      // Each group already has a line, so every add with a size rewrites the group's lines.
      await add(client, { ...styleCalls[0]!, licenceSize: 3 });
      await add(client, { ...styleCalls[20]!, licenceSize: 3 });
      const results = await Promise.all(calls.map((variables) => add(client, variables)));
      expect(results.flatMap((result) => result.errors)).toEqual([]);
      const items = await itemsOf(client);
      expect(
        items
          .filter((item) => item.itemType === "style")
          .map((item) => item.styleId)
          .sort(),
      ).toEqual(styleCalls.map((call) => call.styleId).sort());
      expect(items.find((item) => item.itemType === "goods")?.quantity).toBe(3);
      for (const sizes of Object.values(sizesByGroup(items))) expect(sizes).toHaveLength(1);
    }
  });
});

describe("a customer's racing first calls", () => {
  it("share one open cart when the customer has none yet", async () => {
    const client = new ShopClient(api);
    const email = `first-calls-${randomUUID()}@example.com`;
    await client.register(email);
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => add(client, interStyle(index, index % 4))),
    );
    expect(results.flatMap((result) => result.errors)).toEqual([]);
    const items = await itemsOf(client);
    expect(items).toHaveLength(6);
    expect(sizesByGroup(items)[`${font.id} basic`]).toHaveLength(1);
    expect(await openCartsOf(await userIdOf(email))).toHaveLength(1);
  });

  it("merge the visitor's cart once when they race just after signing in", async () => {
    const client = new ShopClient(api);
    await add(client, interStyle(0, 1));
    await add(client, interStyle(1, 1));
    const email = `merge-race-${randomUUID()}@example.com`;
    await client.register(email);
    // Every call still carries the visitor's cookie: each one finds the cart to merge.
    const results = await Promise.all(
      [2, 3, 4, 5].map((index) => add(client, interStyle(index, index % 4))),
    );
    expect(results.flatMap((result) => result.errors)).toEqual([]);
    const items = await itemsOf(client);
    expect(items.map((item) => item.styleId).sort()).toEqual(
      font.styles
        .slice(0, 6)
        .map((style) => style.id)
        .sort(),
    );
    expect(sizesByGroup(items)[`${font.id} basic`]).toHaveLength(1);
    expect(await openCartsOf(await userIdOf(email))).toHaveLength(1);
  });
});

describe("a cart change that meets a deadlock", () => {
  it("is run again and answered as if nothing happened", async () => {
    let deadlocks = 0;
    const app = createApp({
      database: {
        ...api.database,
        // The first attempt does all its work, then PostgreSQL reports a deadlock (40P01).
        transaction: (work) =>
          api.database.transaction(async (tx: Db) => {
            const result = await work(tx);
            if (deadlocks++ === 0) {
              await tx.execute(
                sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`,
              );
            }
            return result;
          }),
        close: async () => {},
      },
      env: api.env,
      logger: createLogger("silent"),
      content: fixedContent(store, DEFAULT_BUILD_DIR),
    });
    const client = new ShopClient({
      ...api,
      request: (path, init) =>
        app.fetch(new Request(`http://api.test${path}`, init), {
          req: { socket: { remoteAddress: "127.0.0.1" } },
        }),
    });
    try {
      const payload = await add(client, interStyle(0, 2));
      expect(payload.errors).toEqual([]);
      expect(deadlocks).toBe(2);
      // The cookie the answer set opens the cart the second attempt made.
      const items = await itemsOf(client);
      expect(items.map((item) => [item.styleId, item.licenceSize])).toEqual([
        [font.styles[0]!.id, 2],
      ]);
    } finally {
      await app.close();
    }
  });
});
