// Guards the discount the API reports when a line costs more than its content price (issue 14,
// item 2; DESIGN 4.1): the online rule rounds up to £5, so the specimen book's £28 softcover
// sells at £30. cart.discount and the preview's discount are Σ(priceUndiscounted − price) over
// real savings only: the £2 mark-up is no negative discount taking from the family's saving.
import type { BuiltFont, BuiltStore } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addFont,
  addGoods,
  createInvoice,
  UK_DELIVERY,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

interface CartLine {
  itemType: string;
  price: number;
  priceUndiscounted: number;
}

let api: TestApp;
let inter: BuiltFont;
let book: BuiltStore["products"][number];
beforeAll(async () => {
  api = await createTestApp();
  const store = await testStore();
  inter = store.fonts.find((font) => font.slug === "inter")!;
  book = store.products.find((product) => product.slug === "specimen-book")!;
});
afterAll(() => api.close());

const softcover = () => book.variants.find((variant) => variant.variantName === "Softcover")!;

describe("a line priced above its content price", () => {
  it("is reported as it is, and takes nothing off the cart's discount", async () => {
    const client = new ShopClient(api);
    await addFont(client, { productId: inter.id, licenceType: 0 });
    await addGoods(client, book.id, softcover().id);
    const { cart } = await client.data<{
      cart: { discount: number; discounts: string; items: CartLine[] };
    }>(`{ cart { discount discounts items { itemType price priceUndiscounted } } }`);

    const goods = cart.items.find((line) => line.itemType === "goods")!;
    const family = cart.items.find((line) => line.itemType === "family")!;
    expect(softcover().priceGbp).toBe(28);
    expect([goods.price, goods.priceUndiscounted]).toEqual([30, 28]);
    expect(family.priceUndiscounted).toBeGreaterThan(family.price);
    expect(cart.discount).toBe(family.priceUndiscounted - family.price);
    expect(cart.discounts).toBe("Family discount");
  });

  it("gives a preview of that line alone no discount at all", async () => {
    const guest = new ShopClient(api);
    const items = [{ productId: book.id, variantId: softcover().id, quantity: 2 }];
    const { errors, invoice } = await createInvoice(guest, {
      ...UK_DELIVERY,
      email: uniqueEmail("guest"),
      items,
    });
    expect(errors).toEqual([]);
    expect(invoice).toMatchObject({ subtotal: 60, discount: 0 });
  });
});
