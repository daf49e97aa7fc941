// Guards a discount code's usage limit (DESIGN 4.1) against concurrent orders: FinalizeInvoice
// takes the code's use atomically, so however many customers finalise at once no more orders
// than the limit get the discount; a payment that fails, or an invoice voided, frees its use.
import type { BuiltFont } from "@meridian/content/store";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices } from "../src/platform/db/schema";
import {
  addFont,
  confirmTestPayment,
  createInvoice,
  finalizeInvoice,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";
import { withDiscountCode } from "./helpers/test-stores";

let api: TestApp;
let inter: BuiltFont;

const CODE = `FEW${Date.now().toString(36).toUpperCase()}`;
const LIMIT = 2;

beforeAll(async () => {
  const store = await testStore();
  inter = store.fonts.find((font) => font.slug === "inter")!;
  api = await createTestApp(
    {},
    {
      // Unique to this run, so no other file's orders use it.
      store: withDiscountCode(store, {
        id: CODE.toLowerCase(),
        code: CODE,
        description: "Test",
        kind: "percent",
        value: 10,
        usageLimit: LIMIT,
      }),
    },
  );
});
afterAll(() => api.close());

/** A customer with one Inter style in the cart. */
async function customer() {
  const client = new ShopClient(api);
  const email = uniqueEmail();
  await client.register(email);
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
  return { client, email };
}

/** A customer's preview using the code (typed in any case). */
async function previewWithCode() {
  const { client, email } = await customer();
  const preview = await createInvoice(client, { email, discountCode: CODE.toLowerCase() });
  expect(preview.errors).toEqual([]);
  return { client, email, invoiceId: preview.invoice!.invoiceId };
}

const usedUp = {
  code: "INVALID_INPUT",
  field: "discountCode",
  message: "This discount code has been used up",
};

describe("a discount code with a usage limit", () => {
  it("goes to no more orders than its limit when they are finalised at once", async () => {
    const previews = await Promise.all(Array.from({ length: 6 }, previewWithCode));
    const finalized = await Promise.all(
      previews.map(({ client, email, invoiceId }) => finalizeInvoice(client, invoiceId, { email })),
    );
    const opened = finalized.filter((result) => result.clientSecret);
    expect(opened).toHaveLength(LIMIT);
    for (const refused of finalized.filter((result) => !result.clientSecret)) {
      expect(refused.errors).toEqual([usedUp]);
    }
    // The refused stay previews: nothing of them was numbered or frozen.
    const refusedIds = previews
      .filter((_, index) => !finalized[index]!.clientSecret)
      .map((preview) => preview.invoiceId);
    for (const id of refusedIds) {
      const [row] = await api.database.db.select().from(invoices).where(eq(invoices.id, id));
      expect(row).toMatchObject({ status: "draft", number: null });
    }
    // And a new preview says so at once.
    const late = await customer();
    expect((await createInvoice(late.client, { discountCode: CODE })).errors).toEqual([usedUp]);

    // A declined payment frees its use: the next customer gets the code.
    const declined = await confirmTestPayment(
      previews[finalized.indexOf(opened[0]!)]!.client,
      opened[0]!.clientSecret!,
      { cardNumber: "4000 0000 0000 0002" },
    );
    expect(declined.status).toBe("failed");
    const next = await previewWithCode();
    expect(
      (await finalizeInvoice(next.client, next.invoiceId, { email: next.email })).errors,
    ).toEqual([]);

    // A voided invoice frees its use too.
    await api.database.db
      .update(invoices)
      .set({ status: "void" })
      .where(eq(invoices.id, next.invoiceId));
    const after = await previewWithCode();
    const result = await finalizeInvoice(after.client, after.invoiceId, { email: after.email });
    expect(result.errors).toEqual([]);
    // Paid orders keep theirs: the limit is reached again.
    expect(await confirmTestPayment(after.client, result.clientSecret!)).toMatchObject({
      status: "succeeded",
    });
    expect((await createInvoice(late.client, { discountCode: CODE })).errors).toEqual([usedUp]);
  });
});
