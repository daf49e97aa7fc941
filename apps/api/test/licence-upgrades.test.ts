// Guards licence upgrades (DESIGN 4.10, issue 20): a licence bought in one currency is offered
// its bigger sizes and its family at the price less what was paid, converted at today's rates;
// the upgrade goes through the usual checkout; once paid the old licence is superseded — its
// download gives way to the new one, it cannot be upgraded again — and the old invoice is
// unchanged. An upgrade of someone else's licence, or of one upgraded meanwhile, is refused with
// a payload error and writes nothing.
import type { BuiltFont } from "@meridian/content/store";
import { cartCurrency, convertCredit, convertPrice, licencePrices } from "@meridian/pricing";
import { count, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopRules } from "../src/modules/catalogue/shop-rules";
import { cartItems, invoiceItems, invoices } from "../src/platform/db/schema";
import {
  addFont,
  buyCart,
  createInvoice,
  finalizeInvoice,
  type UserErrorShape,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp();
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

const LICENCES = /* GraphQL */ `
  query ($currency: String) {
    licences(currency: $currency) {
      id productId styleId name licenceType licenceSize invoiceNumber verifyUrl
      upgrades { itemType styleId licenceSize name currency targetPrice credit price }
    }
  }
`;
const ADD_UPGRADE = /* GraphQL */ `
  mutation ($productId: ID!, $styleId: ID, $licenceSize: Int, $upgradeFrom: ID) {
    addItemToCart(itemType: "upgrade", productId: $productId, styleId: $styleId, licenceSize: $licenceSize, upgradeFrom: $upgradeFrom) {
      errors { code field message }
      cart {
        currency subtotal
        items { id itemType styleId licenceSize price upgrade { name replaces targetPrice credit } }
      }
    }
  }
`;

type Upgrade = {
  itemType: string;
  styleId: string | null;
  licenceSize: number;
  name: string;
  currency: string;
  targetPrice: number;
  credit: number;
  price: number;
};
type Licence = {
  id: string;
  productId: string;
  styleId: string | null;
  name: string;
  licenceSize: number;
  invoiceNumber: string;
  verifyUrl: string;
  upgrades: Upgrade[];
};
type AddPayload = {
  errors: UserErrorShape[];
  cart: {
    currency: string;
    subtotal: number;
    items: {
      itemType: string;
      price: number;
      upgrade: { name: string; replaces: string[]; targetPrice: number; credit: number } | null;
    }[];
  } | null;
};

const licencesOf = async (client: ShopClient, currency = "GBP") =>
  (await client.data<{ licences: Licence[] }>(LICENCES, { currency })).licences;

async function addUpgrade(client: ShopClient, variables: Record<string, unknown>) {
  return (await client.data<{ addItemToCart: AddPayload }>(ADD_UPGRADE, variables)).addItemToCart;
}

async function setCurrency(client: ShopClient, currency: string) {
  await client.data(`mutation { updateCurrency(currency: "${currency}") { errors { code } } }`);
}

/** A customer who bought Inter's first style, web, Startup, in `currency`. */
async function customerWithStyle(currency: string) {
  const client = new ShopClient(api);
  const email = uniqueEmail();
  await client.register(email);
  await setCurrency(client, currency);
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 1 });
  const bought = await buyCart(client, { email });
  const [licence] = await licencesOf(client);
  return { client, email, licence: licence!, bought };
}

const invoiceCount = async () =>
  (await api.database.db.select({ n: count() }).from(invoices))[0]!.n;

describe("licence upgrades (DESIGN 4.10)", () => {
  it("credits a style bought in euros against its family in pounds, and supersedes it once paid", async () => {
    const { client, email, licence, bought } = await customerWithStyle("EUR");
    const style = inter.styles[0]!;
    expect(licence).toMatchObject({ productId: inter.id, styleId: style.id, licenceSize: 0 });

    // The offer: the style's bigger sizes, then the family from Startup up.
    const kinds = licence.upgrades.map((option) => `${option.itemType}:${option.licenceSize}`);
    expect(kinds).toEqual([
      "style:1",
      "style:2",
      "style:3",
      "family:0",
      "family:1",
      "family:2",
      "family:3",
    ]);

    // What the rules say the family costs in pounds less the euros paid, at today's rates.
    const rules = shopRules(await testStore());
    const gbp = cartCurrency("GBP", rules.currencies);
    const prices = licencePrices({
      pricePerStyleGbp: inter.pricePerStyleGbp!,
      styleCount: inter.styles.length,
      familyDiscount: inter.familyDiscount,
      licenceType: "web",
      licenceSize: 0,
      rules,
    })!;
    const paidEur = Math.round(bought.preview.subtotal * 100);
    const targetPrice = convertPrice(prices.family.price, gbp);
    const credit = convertCredit(paidEur, rules.currencies.EUR, gbp);
    const price = Math.max(0, Math.ceil((targetPrice - credit) / 100) * 100);
    const family = licence.upgrades.find((option) => option.itemType === "family")!;
    expect(family).toMatchObject({
      name: `${inter.name} Family`,
      currency: "GBP",
      targetPrice: targetPrice / 100,
      price: price / 100,
      credit: (targetPrice - price) / 100,
    });

    await setCurrency(client, "GBP");
    const added = await addUpgrade(client, {
      productId: inter.id,
      licenceSize: 0,
      upgradeFrom: licence.id,
    });
    expect(added.errors).toEqual([]);
    expect(added.cart?.items).toEqual([
      expect.objectContaining({
        itemType: "upgrade",
        price: price / 100,
        upgrade: {
          name: `${inter.name} Family — upgrade from ${style.name}, Web, Startup`,
          replaces: [licence.id],
          targetPrice: targetPrice / 100,
          credit: (targetPrice - price) / 100,
        },
      }),
    ]);

    const { finalized } = await buyCart(client, { email });
    const [current, ...others] = await licencesOf(client);
    expect(others).toEqual([]);
    expect(current).toMatchObject({ name: `${inter.name} Family`, styleId: null, licenceSize: 0 });
    expect(current?.invoiceNumber).toBe(finalized.number);

    const { downloads } = await client.data<{
      downloads: { itemType: string; styleId: string | null; licenceSize: number; url: string }[];
    }>(`{ downloads { itemType styleId licenceSize url } }`);
    expect(downloads).toEqual([
      { itemType: "family", styleId: null, licenceSize: 0, url: expect.any(String) },
    ]);
    // The ZIP is the family's: every style, and the certificate of the upgrade's invoice.
    const { pathname, search } = new URL(downloads[0]!.url);
    const zip = await api.request(`${pathname}${search}`);
    expect(zip.status).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer())));
    const fonts = entries.filter((name) => name.endsWith(".woff2") && !name.includes("/web-kit/"));
    expect(fonts).toHaveLength(inter.styles.length);
    expect(entries).toContain(
      `${inter.name} Family Web/Licence certificate ${finalized.number}.pdf`,
    );

    const full = await client.data<{
      fullInvoice: { invoiceItems: { itemType: string; price: number; upgrade: unknown }[] };
    }>(
      `query ($id: ID!) { fullInvoice(invoiceId: $id) { invoiceItems { itemType price upgrade { name credit } } } }`,
      { id: String(finalized.invoiceId) },
    );
    expect(full.fullInvoice.invoiceItems).toEqual([
      {
        itemType: "upgrade",
        price: price / 100,
        upgrade: {
          name: `${inter.name} Family — upgrade from ${style.name}, Web, Startup`,
          credit: (targetPrice - price) / 100,
        },
      },
    ]);
    const mail = await api.waitForMail(email, new RegExp(finalized.number!));
    // The confirmation prints the invoice's lines: the target at its price, then the credit.
    expect(mail.text).toContain(
      `${inter.name} Family — upgrade from ${style.name}, Web, Startup (Web, Startup): £${(targetPrice / 100).toFixed(2)}`,
    );
    expect(mail.text).toContain(
      `Credit for the licences replaced: -£${((targetPrice - price) / 100).toFixed(2)}`,
    );
    expect(mail.text).toContain(`Sub Total: £${(price / 100).toFixed(2)}`);
    // The old invoice is as it was: its line still the style, at what was paid for it.
    const [old] = await api.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.id, licence.id));
    expect(old).toMatchObject({
      itemType: "style",
      price: paidEur,
      supersededByInvoiceId: finalized.invoiceId,
    });
    // Its certificate still proves it was issued, and says an upgrade has replaced it.
    const code = licence.verifyUrl.split("/licences/verify/")[1];
    const proof = await new ShopClient(api).data<{ licenceVerification: { current: boolean } }>(
      `query ($code: String!) { licenceVerification(code: $code) { invoiceNumber current } }`,
      { code },
    );
    expect(proof.licenceVerification).toEqual({
      invoiceNumber: bought.finalized.number,
      current: false,
    });

    // Upgraded once: the old licence is no longer offered, nor accepted again.
    const again = await addUpgrade(client, {
      productId: inter.id,
      licenceSize: 1,
      upgradeFrom: licence.id,
    });
    expect(again.errors).toEqual([
      expect.objectContaining({
        code: "INVALID_INPUT",
        field: "upgradeFrom",
        message: expect.stringContaining("has been upgraded already"),
      }),
    ]);
  });

  it("charges nothing for a family when the styles owned cost more, and still supersedes them all", async () => {
    const client = new ShopClient(api);
    const email = uniqueEmail();
    await client.register(email);
    const styles = inter.styles.slice(0, 5);
    for (const style of styles) {
      await addFont(client, { productId: inter.id, styleId: style.id, licenceType: 1 });
    }
    await buyCart(client, { email });
    const [newest] = await licencesOf(client);
    const family = newest!.upgrades.find((option) => option.itemType === "family")!;
    expect(family).toMatchObject({ price: 0, credit: family.targetPrice });

    const added = await addUpgrade(client, {
      productId: inter.id,
      licenceSize: 0,
      upgradeFrom: newest!.id,
    });
    expect(added.cart?.items[0]?.upgrade?.replaces).toHaveLength(styles.length);
    const { preview, finalized } = await buyCart(client, { email });
    expect(preview).toMatchObject({ subtotal: 0, tax: 0, total: 0 });
    // Nothing to charge: no card is asked for, FinalizeInvoice pays the order itself.
    expect(finalized).toMatchObject({ errors: [], provider: "none" });
    const { fullInvoice } = await client.data<{ fullInvoice: Record<string, unknown> }>(
      `query ($id: ID!) { fullInvoice(invoiceId: $id) { status total cardType } }`,
      { id: String(finalized.invoiceId) },
    );
    expect(fullInvoice).toEqual({ status: "paid", total: 0, cardType: null });
    const held = await licencesOf(client);
    expect(held.map((licence) => licence.name)).toEqual([`${inter.name} Family`]);
  });

  it("refuses an upgrade of someone else's licence as if it did not exist", async () => {
    const { licence } = await customerWithStyle("GBP");
    const stranger = new ShopClient(api);
    await stranger.register(uniqueEmail("stranger"));
    const before = await invoiceCount();
    const added = await addUpgrade(stranger, {
      productId: inter.id,
      licenceSize: 0,
      upgradeFrom: licence.id,
    });
    expect(added.errors).toEqual([
      { code: "NOT_FOUND", field: "upgradeFrom", message: "No licence of yours with this id" },
    ]);
    expect(added.cart?.items ?? []).toEqual([]);
    expect(await licencesOf(stranger)).toEqual([]);
    expect(await invoiceCount()).toBe(before);
  });

  it("refuses a target that is not bigger, and a visitor", async () => {
    const { client, licence } = await customerWithStyle("GBP");
    const same = await addUpgrade(client, {
      productId: inter.id,
      styleId: inter.styles[0]!.id,
      licenceSize: 0,
      upgradeFrom: licence.id,
    });
    expect(same.errors).toEqual([
      expect.objectContaining({ code: "INVALID_INPUT", field: "licenceSize" }),
    ]);
    const visitor = await addUpgrade(new ShopClient(api), {
      productId: inter.id,
      licenceSize: 0,
      upgradeFrom: licence.id,
    });
    expect(visitor.errors).toEqual([
      expect.objectContaining({
        code: "AUTH_REQUIRED",
        message: "Please log in to upgrade a licence.",
      }),
    ]);
  });

  it("re-checks at finalisation: a licence upgraded since the preview is refused and nothing is written", async () => {
    const { client, email, licence } = await customerWithStyle("GBP");
    await addUpgrade(client, {
      productId: inter.id,
      styleId: inter.styles[0]!.id,
      licenceSize: 2,
      upgradeFrom: licence.id,
    });
    const { invoice } = await createInvoice(client, { email });
    expect(invoice).not.toBeNull();
    // Another order upgraded it meanwhile (here: its payment marks it, as fulfilment does).
    await api.database.db
      .update(invoiceItems)
      .set({ supersededByInvoiceId: invoice!.invoiceId })
      .where(eq(invoiceItems.id, licence.id));

    const finalized = await finalizeInvoice(client, invoice!.invoiceId, { email });
    expect(finalized.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "cart",
        message: `${inter.name} ${inter.styles[0]!.name}, Web, Startup has been upgraded already. Please remove ${inter.name} ${inter.styles[0]!.name} — upgrade from your cart.`,
      },
    ]);
    const [draft] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(draft).toMatchObject({ status: "draft", number: null });
    const lines = await api.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoice!.invoiceId));
    expect(lines).toEqual([]);
    const preview = await createInvoice(client, { email });
    expect(preview.invoice).toBeNull();
    expect(preview.errors[0]?.message).toContain("has been upgraded already");
  });

  it("offers a family only at the largest size owned of it, never smaller (issue 40)", async () => {
    // Inter is £55 a style, 8 styles, half off the family; Web is factor 1. Light, Web, Large
    // costs £200 (£55 × 4 × 0.9 = £198, up to £5), Regular, Web, Startup £50; the family,
    // Web, Large £795 (£55 × 4 × 8 × 0.5 × 0.9 = £792, up to £5): £795 − £250 = £545.
    const client = new ShopClient(api);
    const email = uniqueEmail();
    await client.register(email);
    const [light, regular] = inter.styles;
    await addFont(client, {
      productId: inter.id,
      styleId: light!.id,
      licenceType: 1,
      licenceSize: 3,
    });
    await buyCart(client, { email });
    await addFont(client, { productId: inter.id, styleId: regular!.id, licenceType: 1 });
    await buyCart(client, { email });

    const held = await licencesOf(client);
    const offers = (licence: Licence) =>
      licence.upgrades.map((option) => `${option.itemType}:${option.licenceSize}`);
    const regularLicence = held.find((licence) => licence.styleId === regular!.id)!;
    const lightLicence = held.find((licence) => licence.styleId === light!.id)!;
    expect(offers(regularLicence)).toEqual(["style:1", "style:2", "style:3", "family:3"]);
    expect(offers(lightLicence)).toEqual(["family:3"]);
    expect(regularLicence.upgrades.at(-1)).toMatchObject({
      targetPrice: 795,
      credit: 250,
      price: 545,
    });

    for (const licenceSize of [0, 1, 2]) {
      const shrinking = await addUpgrade(client, {
        productId: inter.id,
        licenceSize,
        upgradeFrom: regularLicence.id,
      });
      expect(shrinking.errors).toEqual([
        expect.objectContaining({ code: "INVALID_INPUT", field: "licenceSize" }),
      ]);
      expect(shrinking.cart?.items ?? []).toEqual([]);
    }
    const family = await addUpgrade(client, {
      productId: inter.id,
      licenceSize: 3,
      upgradeFrom: regularLicence.id,
    });
    expect(family.errors).toEqual([]);
    expect(family.cart).toMatchObject({
      subtotal: 545,
      items: [{ price: 545, upgrade: { targetPrice: 795, credit: 250 } }],
    });
  });

  it("credits a licence once per cart: a second upgrade of it is refused when added (issue 40)", async () => {
    const { client, licence } = await customerWithStyle("GBP");
    const light = inter.styles[0]!;
    const style = await addUpgrade(client, {
      productId: inter.id,
      styleId: light.id,
      licenceSize: 2,
      upgradeFrom: licence.id,
    });
    expect(style.errors).toEqual([]);
    // Inter Light, Web: Startup £50 paid; Medium is £150 (£55 × 3 × 0.9 = £148.50, up to £5).
    expect(style.cart).toMatchObject({ subtotal: 100, items: [{ price: 100 }] });

    for (const licenceSize of [0, 3]) {
      const family = await addUpgrade(client, {
        productId: inter.id,
        licenceSize,
        upgradeFrom: licence.id,
      });
      expect(family.errors).toEqual([
        {
          code: "INVALID_INPUT",
          field: "upgradeFrom",
          message: `Inter Light, Web, Startup is upgraded already by Inter Light — upgrade from Light, Web, Startup in your cart. A licence is upgraded once: remove that line to choose another upgrade.`,
        },
      ]);
      expect(family.cart).toMatchObject({ subtotal: 100, items: [{ licenceSize: 2 }] });
    }
    // The same upgrade at another size takes the line's place: that is no second credit.
    const bigger = await addUpgrade(client, {
      productId: inter.id,
      styleId: light.id,
      licenceSize: 3,
      upgradeFrom: licence.id,
    });
    expect(bigger.errors).toEqual([]);
    // Large is £200: £150 after the £50 credit.
    expect(bigger.cart).toMatchObject({ subtotal: 150, items: [{ licenceSize: 3, price: 150 }] });
  });

  it("re-checks at finalisation: a cart that credits a licence twice is refused, nothing written (issue 40)", async () => {
    const { client, email, licence } = await customerWithStyle("GBP");
    await addUpgrade(client, {
      productId: inter.id,
      styleId: inter.styles[0]!.id,
      licenceSize: 2,
      upgradeFrom: licence.id,
    });
    const { invoice } = await createInvoice(client, { email });
    expect(invoice).not.toBeNull();
    // A second line replacing the same licence, as a cart from before the rule could hold it
    // (written as it is stored, so the cart's version, and the preview, stay valid).
    const [line] = await api.database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.upgradeFrom, licence.id));
    const { id: _id, createdAt: _at, ...copy } = line!;
    await api.database.db
      .insert(cartItems)
      .values({ ...copy, styleId: null, licenceSize: 0, lineKey: "upgrade:family:web" });

    const finalized = await finalizeInvoice(client, invoice!.invoiceId, { email });
    expect(finalized.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "cart",
        message: `Inter Light, Web, Startup is upgraded already by Inter Light — upgrade from Light, Web, Startup in your cart. A licence is upgraded once: remove that line to choose another upgrade.`,
      },
    ]);
    const [draft] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(draft).toMatchObject({ status: "draft", number: null });
    const lines = await api.database.db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, invoice!.invoiceId));
    expect(lines).toEqual([]);
  });
});
