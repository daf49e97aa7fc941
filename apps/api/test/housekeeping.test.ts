// Guards the shop's housekeeping (issue 4): what shoppers leave behind is deleted after the
// configured ages — visitors' carts nobody touched, shared carts past their time, guests'
// previews nobody finalised — and nothing a customer still has a use for.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteShopLeftovers } from "../src/app/housekeeping";
import { carts, invoices } from "../src/platform/db/schema";
import { addGoods, createInvoice, UK_DELIVERY, uniqueEmail } from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let goodsId: string;
beforeAll(async () => {
  api = await createTestApp({
    VISITOR_CART_DAYS: "10",
    SHARED_CART_DAYS: "5",
    GUEST_DRAFT_HOURS: "2",
  });
  const store = await testStore();
  goodsId = store.products.find(
    (product) => product.variants.length === 0 && product.status !== "draft",
  )!.id;
});
afterAll(() => api.close());

const HOUR = 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function cartWithGoods(client: ShopClient) {
  await addGoods(client, goodsId);
  return (await client.data<{ cart: { id: string } }>(`{ cart { id } }`)).cart.id;
}

const cartIds = async (ids: string[]) =>
  (await api.database.db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids))).map(
    (row) => row.id,
  );
const invoiceIds = async (ids: number[]) =>
  (
    await api.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(inArray(invoices.id, ids))
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

describe("housekeeping", () => {
  it("deletes abandoned visitors' carts and expired shared carts, keeping the rest", async () => {
    const abandoned = await cartWithGoods(new ShopClient(api));
    const recent = await cartWithGoods(new ShopClient(api));
    const customer = new ShopClient(api);
    await customer.register(uniqueEmail());
    const customers = await cartWithGoods(customer);
    const { shareCart } = await customer.data<{ shareCart: { cart: { id: string } } }>(
      `mutation { shareCart { cart { id } } }`,
    );
    const shared = shareCart.cart.id;
    const freshShare = (
      await customer.data<{ shareCart: { cart: { id: string } } }>(
        `mutation { shareCart { cart { id } } }`,
      )
    ).shareCart.cart.id;

    const old = ago(11 * 24 * HOUR);
    await api.database.db
      .update(carts)
      .set({ updatedAt: old, createdAt: old })
      .where(inArray(carts.id, [abandoned, customers, shared]));
    await api.database.db
      .update(carts)
      .set({ updatedAt: ago(4 * 24 * HOUR), createdAt: ago(4 * 24 * HOUR) })
      .where(eq(carts.id, freshShare));

    const deleted = await deleteShopLeftovers(api.database, api.env);
    expect(deleted.visitorCarts).toBeGreaterThanOrEqual(1);
    expect(deleted.sharedCarts).toBeGreaterThanOrEqual(1);
    expect(await cartIds([abandoned, recent, customers, shared, freshShare])).toEqual(
      expect.arrayContaining([recent, customers, freshShare]),
    );
    expect(await cartIds([abandoned, shared])).toEqual([]);
  });

  it("deletes guests' previews after GUEST_DRAFT_HOURS, customers' after a week", async () => {
    const guest = new ShopClient(api);
    const guestPreview = await createInvoice(guest, {
      ...UK_DELIVERY,
      items: [{ productId: goodsId, quantity: 1 }],
    });
    const freshGuest = await createInvoice(new ShopClient(api), {
      ...UK_DELIVERY,
      items: [{ productId: goodsId, quantity: 1 }],
    });
    const customer = new ShopClient(api);
    await customer.register(uniqueEmail());
    const customerPreview = await createInvoice(customer, {
      ...UK_DELIVERY,
      items: [{ productId: goodsId, quantity: 1 }],
    });
    const stale = [guestPreview, customerPreview].map((preview) => preview.invoice!.invoiceId);
    await api.database.db
      .update(invoices)
      .set({ createdAt: ago(3 * HOUR) })
      .where(inArray(invoices.id, stale));

    await deleteShopLeftovers(api.database, api.env);
    const fresh = freshGuest.invoice!.invoiceId;
    expect(await invoiceIds([...stale, fresh])).toEqual(
      [customerPreview.invoice!.invoiceId, fresh].sort((a, b) => a - b),
    );

    await api.database.db
      .update(invoices)
      .set({ createdAt: ago(8 * 24 * HOUR) })
      .where(eq(invoices.id, customerPreview.invoice!.invoiceId));
    await deleteShopLeftovers(api.database, api.env);
    expect(await invoiceIds([customerPreview.invoice!.invoiceId])).toEqual([]);
  });
});
