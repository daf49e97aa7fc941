// Guards the customer's orders (spec 3 "Full invoice", "Invoice list entry", "Download"; DESIGN
// 4.8, 7.1): the invoice list, one invoice and the full invoice for their owner or a guest with
// the key — null for anyone else — and the download list with its signed links.
import type { BuiltFont } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addFont,
  addGoods,
  buyCart,
  confirmTestPayment,
  createInvoice,
  finalizeInvoice,
  UK_DELIVERY,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const FULL_INVOICE = /* GraphQL */ `
  query ($invoiceId: ID!, $key: String) {
    fullInvoice(invoiceId: $invoiceId, key: $key) {
      invoiceId status subtotal shipping total tax taxRate taxName discount currency transactionId invoiceNumber
      cardLastFour cardType name email companyName vatNumber euB2b phone line1 line2 city country postcode
      shippingAddressName shippingLine1 shippingCity shippingCountry shippingPostcode
      appName domainName socialBrand basicBrand logoBrand updatedAt
      invoiceItems { product { name } styleName variantName itemType licenceType licenceSize quantity price priceUndiscounted }
    }
  }
`;
const INVOICE = `query ($invoiceId: ID!, $key: String) { invoice(invoiceId: $invoiceId, key: $key) { invoiceId invoiceNumber status total currency updatedAt } }`;
const INVOICES = `{ invoices { invoiceId updatedAt total currency invoiceNumber invoiceItems { id itemType product { name } productId licenceType styleId styleName variantName } } }`;
const DOWNLOADS = `{ downloads { product { name } productId invoiceId itemType styleName styleId licenceType url } }`;

let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

async function customer() {
  const client = new ShopClient(api);
  await client.register(uniqueEmail());
  return client;
}

describe("a customer's invoices", () => {
  it("lists paid invoices newest first with their lines, and shows the full invoice", async () => {
    const client = await customer();
    const style = inter.styles[1]!;
    await addFont(client, { productId: inter.id, styleId: style.id, licenceType: 0 });
    const first = await buyCart(client);
    await addFont(client, { productId: inter.id, licenceType: 1 });
    await addGoods(client, "goods-poster", "poster-a2");
    const second = await buyCart(client, { ...UK_DELIVERY, domain: "engines.example" });

    const { invoices } = await client.data<{
      invoices: { invoiceId: string; invoiceItems: unknown[] }[];
    }>(INVOICES);
    expect(invoices.map((invoice) => invoice.invoiceId)).toEqual([
      String(second.finalized.invoiceId),
      String(first.finalized.invoiceId),
    ]);
    expect(invoices[1]).toEqual({
      invoiceId: String(first.finalized.invoiceId),
      updatedAt: expect.any(String),
      total: first.preview.total,
      currency: "GBP",
      invoiceNumber: first.finalized.number,
      invoiceItems: [
        {
          id: expect.any(String),
          itemType: "style",
          product: { name: inter.name },
          productId: inter.id,
          licenceType: "basic",
          styleId: style.id,
          styleName: style.name,
          variantName: null,
        },
      ],
    });

    const full = await client.data<{ fullInvoice: Record<string, unknown> }>(FULL_INVOICE, {
      invoiceId: String(second.finalized.invoiceId),
    });
    expect(full.fullInvoice).toMatchObject({
      status: "paid",
      invoiceNumber: second.finalized.number,
      total: second.preview.total,
      shipping: second.preview.shipping,
      tax: second.preview.tax,
      taxName: "VAT",
      cardLastFour: "4242",
      cardType: "visa",
      transactionId: expect.stringMatching(/^pi_test_/),
      name: "Ada Lovelace",
      euB2b: false,
      country: "GB",
      shippingCountry: "GB",
      domainName: "engines.example",
      basicBrand: null,
      appName: null,
    });
    const items = full.fullInvoice.invoiceItems as {
      itemType: string;
      variantName: string | null;
    }[];
    expect(items.map((item) => item.itemType).sort()).toEqual(["family", "goods"]);
    expect(items.find((item) => item.itemType === "goods")?.variantName).toMatch(/^A2\b/);
  });

  it("shows another customer's invoice to nobody: null, as for a missing one", async () => {
    const owner = await customer();
    await addFont(owner, { productId: inter.id, licenceType: 0 });
    const { finalized } = await buyCart(owner);
    const other = await customer();
    const visitor = new ShopClient(api);
    for (const client of [other, visitor]) {
      const variables = { invoiceId: String(finalized.invoiceId) };
      expect((await client.data(FULL_INVOICE, variables)).fullInvoice).toBeNull();
      expect((await client.data(INVOICE, variables)).invoice).toBeNull();
    }
    expect((await other.data<{ invoices: unknown[] }>(INVOICES)).invoices).toEqual([]);
    expect((await visitor.data<{ downloads: unknown[] }>(DOWNLOADS)).downloads).toEqual([]);
    expect((await owner.data(INVOICE, { invoiceId: "not-a-number" })).invoice).toBeNull();
  });
});

describe("a guest's invoice", () => {
  it("opens with the key from FinalizeInvoice and with nothing else", async () => {
    const guest = new ShopClient(api);
    const email = uniqueEmail("guest");
    const items = [
      { productId: "goods-specimen-book", variantId: "specimen-book-softcover", quantity: 1 },
    ];
    const { invoice } = await createInvoice(guest, { ...UK_DELIVERY, email, items });
    const finalized = await finalizeInvoice(guest, invoice!.invoiceId, { ...UK_DELIVERY, email });
    await confirmTestPayment(guest, finalized.clientSecret!);

    const stranger = new ShopClient(api);
    const invoiceId = String(finalized.invoiceId);
    const withKey = await stranger.data<{ invoice: { status: string } }>(INVOICE, {
      invoiceId,
      key: finalized.invoiceKey,
    });
    expect(withKey.invoice).toMatchObject({ status: "paid", invoiceNumber: finalized.number });
    const full = await stranger.data<{ fullInvoice: { items?: unknown; total: number } }>(
      FULL_INVOICE,
      {
        invoiceId,
        key: finalized.invoiceKey,
      },
    );
    expect(full.fullInvoice.total).toBe(invoice!.total);
    // The guest's e-mail links to the studio's private invoice page.
    const mail = await api.waitForMail(email, /order/);
    expect(mail.text).toContain(
      `http://localhost:3001/invoice/${invoiceId}?key=${finalized.invoiceKey}`,
    );
    expect(mail.html).toContain('<a href="http://localhost:3001"');
    for (const key of [
      null,
      "",
      `${finalized.invoiceKey}x`,
      finalized.invoiceKey!.replace(/^./, "A"),
    ]) {
      expect((await stranger.data(INVOICE, { invoiceId, key })).invoice).toBeNull();
    }
  });
});

describe("downloads", () => {
  it("lists one entry per font line of paid invoices, each with a signed link on the API host", async () => {
    const client = await customer();
    const style = inter.styles[0]!;
    await addFont(client, { productId: inter.id, styleId: style.id, licenceType: 2 });
    await addFont(client, { productId: inter.id, licenceType: 1 });
    await addGoods(client, "goods-poster", "poster-a2");
    // An unpaid invoice grants nothing.
    const { invoice } = await createInvoice(client, UK_DELIVERY);
    await finalizeInvoice(client, invoice!.invoiceId, UK_DELIVERY);
    expect((await client.data<{ downloads: unknown[] }>(DOWNLOADS)).downloads).toEqual([]);

    const { finalized } = await buyCart(client, UK_DELIVERY);
    const { downloads } = await client.data<{ downloads: Record<string, unknown>[] }>(DOWNLOADS);
    expect(downloads).toHaveLength(2);
    expect(downloads).toContainEqual({
      product: { name: inter.name },
      productId: inter.id,
      invoiceId: String(finalized.invoiceId),
      itemType: "style",
      styleName: style.name,
      styleId: style.id,
      licenceType: "app",
      url: expect.stringMatching(
        new RegExp(
          `^http://localhost:4000/account/download/${inter.id}/${style.id}/app\\?token=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
        ),
      ),
    });
    expect(downloads.find((entry) => entry.itemType === "family")?.url).toContain(
      `/account/download/${inter.id}/family/web?token=`,
    );
  });
});
