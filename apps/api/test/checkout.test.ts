// Guards CreateInvoice and FinalizeInvoice (spec 3, 4.5, 5; DESIGN 4.3, 4.4, 4.7, 7.1): preview
// totals by tax position, shipping and discount code; field validation; who may check out what;
// invoice numbers, idempotency, a changed cart and someone else's invoice.
import type { BuiltFont, BuiltStore } from "@meridian/content/store";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextInvoiceSequence } from "../src/modules/invoices/invoices-repository";
import { invoices, payments } from "../src/platform/db/schema";
import {
  addFont,
  addGoods,
  CREATE_INVOICE,
  createInvoice,
  finalizeInvoice,
  UK_CUSTOMER,
  UK_DELIVERY,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let store: BuiltStore;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  store = await testStore();
  inter = store.fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

/** The spec's online price rule restated: 90 %, rounded up to a multiple of £5. */
const online = (pounds: number) => Math.ceil((pounds * 0.9) / 5) * 5;
const product = (id: string) => store.products.find((candidate) => candidate.id === id)!;

/** A signed-in customer with one Inter style (basic licence) in the cart. */
async function customerWithStyle() {
  const client = new ShopClient(api);
  await client.register(uniqueEmail());
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
  return client;
}

describe("CreateInvoice's preview", () => {
  const style = () => online(inter.pricePerStyleGbp!);

  it("charges a UK consumer 20 % VAT", async () => {
    const client = await customerWithStyle();
    const { errors, invoice } = await createInvoice(client);
    expect(errors).toEqual([]);
    expect(invoice).toMatchObject({
      currency: "GBP",
      subtotal: style(),
      shipping: 0,
      taxRate: 20,
      taxName: "VAT",
      taxCountry: "GB",
      vatValid: false,
      tax: style() * 0.2,
      total: style() * 1.2,
    });
    expect(invoice?.invoiceId).toBeGreaterThan(0);
  });

  it("reverse-charges an EU business whose VAT number is valid", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client, {
      isBusiness: true,
      vatNumber: "DE 129 273 398",
      country: "DE",
      city: "Berlin",
    });
    expect(invoice).toMatchObject({
      vatValid: true,
      taxRate: 0,
      tax: 0,
      taxName: "Reverse charge",
      total: style(),
    });
  });

  it("charges an EU consumer, or a business without a number, the destination's rate", async () => {
    const client = await customerWithStyle();
    const consumer = await createInvoice(client, { country: "DE", vatNumber: "DE129273398" });
    expect(consumer.invoice).toMatchObject({
      vatValid: false,
      vatUnverified: false,
      taxRate: 19,
      tax: style() * 0.19,
      taxCountry: "DE",
    });
    const noNumber = await createInvoice(client, { country: "DE", isBusiness: true });
    expect(noNumber.invoice).toMatchObject({ vatValid: false, taxRate: 19 });
  });

  it("refuses a business's VAT number that fails its checksum", async () => {
    const client = await customerWithStyle();
    const badNumber = await createInvoice(client, {
      country: "DE",
      isBusiness: true,
      vatNumber: "DE129273399",
    });
    expect(badNumber).toEqual({
      errors: [
        { code: "INVALID_INPUT", field: "vatNumber", message: "This VAT number is not valid." },
      ],
      invoice: null,
    });
  });

  it("charges no VAT to the rest of the world", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client, { country: "US", city: "New York" });
    expect(invoice).toMatchObject({
      taxRate: 0,
      tax: 0,
      taxName: "No VAT",
      taxCountry: "US",
      total: style(),
    });
  });

  it("takes a discount code off before tax and names it", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client, { discountCode: " welcome10 " });
    const code = style() * 0.1;
    expect(invoice).toMatchObject({
      discount: inter.pricePerStyleGbp! - style() + code,
      tax: (style() - code) * 0.2,
      total: (style() - code) * 1.2,
    });
    const expired = await createInvoice(client, { discountCode: "TYPEFAIR15" });
    expect(expired).toEqual({
      invoice: null,
      errors: [
        { code: "INVALID_INPUT", field: "discountCode", message: "This discount code has expired" },
      ],
    });
    const unknown = await createInvoice(client, { discountCode: "FREEFONTS" });
    expect(unknown.errors).toEqual([
      { code: "INVALID_INPUT", field: "discountCode", message: "This discount code is not valid" },
    ]);
  });

  it("adds shipping by the delivery country, free for UK goods above £75", async () => {
    const client = new ShopClient(api);
    const poster = product("goods-poster");
    await addGoods(client, poster.id, "poster-a2");
    const uk = await createInvoice(client, UK_DELIVERY);
    expect(uk.invoice).toMatchObject({
      subtotal: 30,
      shipping: poster.fixedCostUkGbp,
      tax: (30 + poster.fixedCostUkGbp) * 0.2,
    });
    // Billing in the UK, delivery to Germany: EU shipping, UK VAT.
    const eu = await createInvoice(client, { ...UK_DELIVERY, shippingCountry: "DE" });
    expect(eu.invoice).toMatchObject({
      shipping: poster.fixedCostEuGbp,
      taxCountry: "GB",
      taxRate: 20,
    });

    await addGoods(client, poster.id, "poster-a1");
    await addGoods(client, poster.id, "poster-a1");
    const free = await createInvoice(client, UK_DELIVERY);
    expect(free.invoice).toMatchObject({ subtotal: 30 + 45 * 2, shipping: 0 });
    const abroad = await createInvoice(client, { ...UK_DELIVERY, shippingCountry: "US" });
    expect(abroad.invoice?.shipping).toBe(poster.fixedCostRowGbp);
  });

  it("refuses an over-limit cart: it goes through the purchase enquiry", async () => {
    const client = new ShopClient(api);
    await client.register(uniqueEmail());
    // Three families at the largest size in every licence type: far above £10,000.
    for (const font of store.fonts
      .filter((candidate) => candidate.status !== "draft")
      .slice(0, 3)) {
      for (const licenceType of [0, 1, 2, 3, 4]) {
        await addFont(client, { productId: font.id, licenceType, licenceSize: 3 });
      }
    }
    const { errors, invoice } = await createInvoice(client);
    expect(invoice).toBeNull();
    expect(errors[0]?.code).toBe("OVER_LIMIT");
  });
});

describe("CreateInvoice's validation", () => {
  it("names each bad field and writes nothing", async () => {
    const client = await customerWithStyle();
    const before = await api.database.db.select({ id: invoices.id }).from(invoices);
    const { errors, invoice } = await createInvoice(client, {
      name: " ",
      email: "ada@",
      country: "XX",
      line1: "",
    });
    expect(invoice).toBeNull();
    expect(errors.map((error) => error.field).sort()).toEqual([
      "country",
      "email",
      "line1",
      "name",
    ]);
    expect(errors.find((error) => error.field === "email")?.message).toBe(
      "Please enter a valid email address",
    );
    const after = await api.database.db.select({ id: invoices.id }).from(invoices);
    expect(after.length).toBe(before.length);
  });

  it("asks for a delivery address only when the cart ships goods", async () => {
    const fonts = await customerWithStyle();
    expect((await createInvoice(fonts)).errors).toEqual([]);
    const goods = new ShopClient(api);
    await addGoods(goods, "goods-letterpress-alphabet-cards");
    const { errors } = await createInvoice(goods, { shippingCountry: "Narnia" });
    expect(errors.map((error) => error.field).sort()).toEqual([
      "shippingAddressName",
      "shippingCountry",
      "shippingLine1",
    ]);
  });

  it("accepts 'UK' for Great Britain and refuses a missing argument at the GraphQL layer", async () => {
    const client = await customerWithStyle();
    expect((await createInvoice(client, { country: "uk" })).invoice?.taxCountry).toBe("GB");
    const { name: _name, ...withoutName } = UK_CUSTOMER;
    const body = await client.graphql(CREATE_INVOICE, withoutName);
    expect(body.errors?.[0]?.message).toMatch(/\$name/);
  });

  it("refuses a visitor's cart with fonts: AUTH_REQUIRED", async () => {
    const visitor = new ShopClient(api);
    await addFont(visitor, { productId: inter.id, licenceType: 1 });
    const { errors, invoice } = await createInvoice(visitor);
    expect(invoice).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ code: "AUTH_REQUIRED" })]);
  });

  it("refuses an empty cart", async () => {
    const client = new ShopClient(api);
    expect((await createInvoice(client)).errors).toEqual([
      { code: "INVALID_INPUT", field: "cart", message: "Your cart is empty" },
    ]);
  });
});

describe("the studio's guest checkout", () => {
  it("prices the items itself, in GBP, and finalizes with the guest's key", async () => {
    const guest = new ShopClient(api);
    const items = [
      { productId: "goods-tote-bag", variantId: "tote-bag-black", quantity: 2 },
      { productId: "goods-letterpress-alphabet-cards", quantity: 1 },
    ];
    const preview = await createInvoice(guest, { ...UK_DELIVERY, items });
    expect(preview.errors).toEqual([]);
    // Tote bag £20 (online price of £18) twice and cards £35: £75, not above the free-shipping
    // threshold, so the highest UK cost of the two applies.
    expect(preview.invoice).toMatchObject({
      currency: "GBP",
      subtotal: online(18) * 2 + 35,
      shipping: 4,
    });
    const finalized = await finalizeInvoice(guest, preview.invoice!.invoiceId, UK_DELIVERY);
    expect(finalized.errors).toEqual([]);
    expect(finalized.invoiceKey).toMatch(/^[\w-]{40,}$/);
    expect(finalized.provider).toBe("test");

    // Without the guest's checkout cookie the draft is nobody's.
    const stranger = new ShopClient(api);
    const again = await createInvoice(guest, { ...UK_DELIVERY, items });
    expect((await finalizeInvoice(stranger, again.invoice!.invoiceId, UK_DELIVERY)).errors).toEqual(
      [{ code: "NOT_FOUND", field: "invoiceId", message: "No such invoice" }],
    );
  });

  it("sells no fonts and no unknown products to a guest", async () => {
    const guest = new ShopClient(api);
    const { errors } = await createInvoice(guest, {
      ...UK_DELIVERY,
      items: [
        { productId: inter.id, quantity: 1 },
        { productId: "goods-nothing", quantity: 1 },
        { productId: "goods-poster", quantity: 1 },
      ],
    });
    expect(errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "items.0.productId",
        message: "Fonts are bought with an account on the foundry",
      },
      { code: "NOT_FOUND", field: "items.1.productId", message: "No product with this id" },
      { code: "INVALID_INPUT", field: "items.2.variantId", message: "Choose a Size" },
    ]);
  });

  it("takes no price from the client", async () => {
    const guest = new ShopClient(api);
    const body = await guest.graphql(
      CREATE_INVOICE.replace(
        "items: $items",
        'items: [{ productId: "goods-tote-bag", quantity: 1, price: 1 }]',
      ),
      {
        ...UK_CUSTOMER,
        ...UK_DELIVERY,
      },
    );
    expect(body.errors?.[0]?.message).toMatch(/"price" is not defined/);
  });
});

describe("FinalizeInvoice", () => {
  it("numbers the invoice MER-{year}-{000123}, and a second call returns the same payment", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client);
    const [first, second] = await Promise.all([
      finalizeInvoice(client, invoice!.invoiceId),
      finalizeInvoice(client, invoice!.invoiceId),
    ]);
    expect(first.errors).toEqual([]);
    expect(first.number).toMatch(new RegExp(`^MER-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(first.invoiceKey).toBeNull();
    expect(second).toEqual(first);
    const third = await finalizeInvoice(client, invoice!.invoiceId);
    expect(third.clientSecret).toBe(first.clientSecret);
    const rows = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice!.invoiceId));
    expect(rows).toHaveLength(1);
    // The payment is for the server's total, in minor units.
    expect(rows[0]).toMatchObject({
      amount: Math.round(invoice!.total * 100),
      currency: "GBP",
      status: "requires_payment_method",
    });
  });

  it("gives consecutive numbers to consecutive invoices", async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i++) {
      const client = await customerWithStyle();
      const { invoice } = await createInvoice(client);
      numbers.push(Number((await finalizeInvoice(client, invoice!.invoiceId)).number!.slice(-6)));
    }
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });

  it("gives invoices finalised at once distinct numbers, each year's counted without gaps", async () => {
    const previews = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = await customerWithStyle();
        return { client, preview: (await createInvoice(client)).invoice! };
      }),
    );
    const finalized = await Promise.all(
      previews.map(({ client, preview }) => finalizeInvoice(client, preview.invoiceId)),
    );
    const numbers = finalized.map((result) => result.number!);
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^MER-${year}-\\d{6}$`));
    expect(new Set(numbers).size).toBe(numbers.length);

    // The counter alone, in a year no other test numbers: 1 to 10, each once, whatever the order.
    const sequences = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.database.transaction((tx) => nextInvoiceSequence(tx, 1901)),
      ),
    );
    expect(sequences.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("refuses a cart that changed since the preview", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client);
    await addFont(client, { productId: inter.id, styleId: inter.styles[1]!.id, licenceType: 0 });
    const finalized = await finalizeInvoice(client, invoice!.invoiceId);
    expect(finalized).toMatchObject({
      clientSecret: null,
      errors: [
        {
          code: "CART_CHANGED",
          field: "cart",
          message:
            "Your cart changed since the totals were calculated. Please review it and try again.",
        },
      ],
    });
  });

  it("refuses totals that changed: a cheaper tax position at finalize pays nothing less", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client);
    const finalized = await finalizeInvoice(client, invoice!.invoiceId, { country: "US" });
    expect(finalized.errors).toEqual([
      {
        code: "CART_CHANGED",
        field: null,
        message:
          "The totals changed since they were calculated (a price, the address, VAT number or discount). Please review them and try again.",
      },
    ]);
    const [row] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(row).toMatchObject({ status: "draft", number: null });
  });

  it("asks for the licence details of the licence types in the cart only", async () => {
    const client = await customerWithStyle();
    await addFont(client, { productId: inter.id, licenceType: 1 });
    const { invoice } = await createInvoice(client);
    const finalized = await finalizeInvoice(client, invoice!.invoiceId, {
      basicBrand: "",
      domain: " ",
      app: "",
      socialBrand: "",
      logoBrand: "",
    });
    expect(finalized.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "basicBrand",
        message: "Please enter the brand name for the basic licence",
      },
      {
        code: "INVALID_INPUT",
        field: "domain",
        message: "Please enter the domain name for the web licence",
      },
    ]);
  });

  it("answers another customer's invoice exactly like a missing one", async () => {
    const owner = await customerWithStyle();
    const { invoice } = await createInvoice(owner);
    const other = new ShopClient(api);
    await other.register(uniqueEmail());
    const notFound = { code: "NOT_FOUND", field: "invoiceId", message: "No such invoice" };
    expect((await finalizeInvoice(other, invoice!.invoiceId)).errors).toEqual([notFound]);
    expect((await finalizeInvoice(other, 2_000_000_000)).errors).toEqual([notFound]);
  });
});
