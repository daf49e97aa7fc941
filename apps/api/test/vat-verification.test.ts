// Guards the VAT number check of DESIGN 4.11 against a stand-in speaking VIES's REST shapes: a
// valid number is reverse-charged and its consultation recorded on the invoice; an invalid one
// is a field error and writes nothing; VIES slow, down or without its member state charges VAT
// and says so; answers are kept for a day, failures never; lookups are rate-limited.
import type { BuiltFont } from "@meridian/content/store";
import {
  FAILING,
  NOT_REGISTERED,
  startViesStandin,
  type ViesStandin,
} from "@meridian/vies-standin";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { invoices, viesChecks } from "../src/platform/db/schema";
import {
  addFont,
  buyCart,
  createInvoice,
  finalizeInvoice,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const TIMEOUT_MS = 300;
let vies: ViesStandin;
let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  vies = await startViesStandin({ slowMs: 5_000 });
  api = await createTestApp({
    VIES_URL: vies.url,
    VIES_TIMEOUT_MS: String(TIMEOUT_MS),
    VIES_REQUESTER_VAT_NUMBER: "IE 6388047V",
  });
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(async () => {
  await api.close();
  await vies.close();
});
beforeEach(() => vies.clear());

/** An Irish business: 23 % VAT unless its number is reverse-charged. */
const IRISH_BUSINESS = {
  isBusiness: true,
  companyName: "Fáilte Type Limited",
  line1: "1 Grand Canal Quay",
  city: "Dublin",
  country: "IE",
  postcode: "D02",
};

async function customerWithStyle() {
  const client = new ShopClient(api);
  await client.register(uniqueEmail("vies"));
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
  return client;
}

const forget = (vatNumber: string) =>
  api.database.db.delete(viesChecks).where(eq(viesChecks.vatNumber, vatNumber));

const draftsOf = async (email: string) =>
  (
    await api.database.db
      .select({ n: count() })
      .from(invoices)
      .where(sql`${invoices.customer}->>'email' = ${email}`)
  )[0]!.n;

describe("a VAT number VIES knows", () => {
  it("is reverse-charged, asked once a day, and its consultation is on the invoice", async () => {
    await forget("IE6388047V");
    const client = await customerWithStyle();
    const email = uniqueEmail("ie");
    const business = { ...IRISH_BUSINESS, email, vatNumber: "IE 6388047 V" };
    const { invoice } = await createInvoice(client, business);
    expect(invoice).toMatchObject({
      vatValid: true,
      vatUnverified: false,
      taxName: "Reverse charge",
      tax: 0,
    });
    expect(vies.requests()).toEqual([
      {
        countryCode: "IE",
        vatNumber: "6388047V",
        requesterMemberStateCode: "IE",
        requesterNumber: "6388047V",
      },
    ]);

    // The preview's answer is kept: paying asks VIES nothing more.
    const { finalized } = await buyCart(client, business);
    expect(vies.requests()).toHaveLength(1);
    const { fullInvoice } = await client.data<{ fullInvoice: Record<string, unknown> }>(
      `query ($id: ID!) { fullInvoice(invoiceId: $id) {
        vatNumber euB2b taxName vatUnverified vatCheck { name checkedAt requestId } } }`,
      { id: String(finalized.invoiceId) },
    );
    expect(fullInvoice).toMatchObject({
      vatNumber: "IE 6388047 V",
      euB2b: true,
      taxName: "Reverse charge",
      vatUnverified: false,
      vatCheck: { name: "Fáilte Type Limited", requestId: expect.stringMatching(/^WAPI/) },
    });
    const checkedAt = Date.parse(String((fullInvoice.vatCheck as { checkedAt: string }).checkedAt));
    expect(Math.abs(Date.now() - checkedAt)).toBeLessThan(60_000);
  });

  it("is asked again once the day's answer has expired", async () => {
    await forget("IE6388047V");
    const client = await customerWithStyle();
    const business = { ...IRISH_BUSINESS, vatNumber: "IE6388047V" };
    await createInvoice(client, business);
    await createInvoice(client, business);
    expect(vies.requests()).toHaveLength(1);
    await api.database.db
      .update(viesChecks)
      .set({ checkedAt: sql`now() - interval '25 hours'` })
      .where(eq(viesChecks.vatNumber, "IE6388047V"));
    const { invoice } = await createInvoice(client, business);
    expect(invoice).toMatchObject({ vatValid: true });
    expect(vies.requests()).toHaveLength(2);
  });
});

describe("a VAT number VIES does not know, or that fails its checksum", () => {
  it("is a field error, and no draft invoice is written", async () => {
    const client = await customerWithStyle();
    const email = uniqueEmail("invalid");
    for (const vatNumber of [NOT_REGISTERED, "DE129273399"]) {
      const result = await createInvoice(client, {
        ...IRISH_BUSINESS,
        email,
        country: "DE",
        city: "Berlin",
        vatNumber,
      });
      expect(result).toEqual({
        errors: [
          { code: "INVALID_INPUT", field: "vatNumber", message: "This VAT number is not valid." },
        ],
        invoice: null,
      });
    }
    // The checksum failure never reached VIES.
    expect(vies.requests().map((request) => request.vatNumber)).toEqual([NOT_REGISTERED.slice(2)]);
    expect(await draftsOf(email)).toBe(0);
  });

  it("names another country's number, without asking VIES", async () => {
    const client = await customerWithStyle();
    const result = await createInvoice(client, { ...IRISH_BUSINESS, vatNumber: "DE129273398" });
    expect(result.errors).toEqual([
      {
        code: "INVALID_INPUT",
        field: "vatNumber",
        message: "This VAT number is from another country than the billing address.",
      },
    ]);
    expect(vies.requests()).toEqual([]);
  });

  it("is refused at FinalizeInvoice when the final details bring it", async () => {
    const client = await customerWithStyle();
    const { invoice } = await createInvoice(client, { ...IRISH_BUSINESS, vatNumber: "" });
    const finalized = await finalizeInvoice(client, invoice!.invoiceId, {
      ...IRISH_BUSINESS,
      country: "DE",
      vatNumber: NOT_REGISTERED,
    });
    expect(finalized.errors).toEqual([
      { code: "INVALID_INPUT", field: "vatNumber", message: "This VAT number is not valid." },
    ]);
    const [draft] = await api.database.db
      .select({ status: invoices.status, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(draft).toEqual({ status: "draft", number: null });
  });
});

describe("VIES unable to answer", () => {
  it.each([
    ["slower than the timeout", FAILING.slow],
    ["answering 503", FAILING.serviceUnavailable],
    ["without the member state", FAILING.memberStateUnavailable],
  ])("%s: VAT is charged, the order goes on and the invoice says so", async (_how, vatNumber) => {
    const client = await customerWithStyle();
    const business = { ...IRISH_BUSINESS, country: "DE", city: "Berlin", vatNumber };
    const { errors, invoice } = await createInvoice(client, business);
    expect(errors).toEqual([]);
    expect(invoice).toMatchObject({
      vatValid: false,
      vatUnverified: true,
      taxName: "VAT",
      taxRate: 19,
    });
    // Nothing kept: the next look is a new question to VIES, here at FinalizeInvoice.
    const { finalized } = await buyCart(client, business);
    expect(vies.requests()).toHaveLength(3);
    const { fullInvoice } = await client.data<{ fullInvoice: Record<string, unknown> }>(
      `query ($id: ID!) { fullInvoice(invoiceId: $id) { taxRate euB2b vatUnverified vatCheck { name } } }`,
      { id: String(finalized.invoiceId) },
    );
    expect(fullInvoice).toEqual({
      taxRate: 19,
      euB2b: false,
      vatUnverified: true,
      vatCheck: null,
    });
  });
});

describe("who is asked about", () => {
  it("only an EU business with a number: not a consumer, a UK or a US business", async () => {
    const client = await customerWithStyle();
    await createInvoice(client, { country: "IE", isBusiness: false, vatNumber: "IE6388047V" });
    await createInvoice(client, { isBusiness: true, vatNumber: "GB980780684" });
    await createInvoice(client, {
      isBusiness: true,
      country: "US",
      city: "New York",
      vatNumber: "IE6388047V",
    });
    expect(vies.requests()).toEqual([]);
  });
});

describe("VIES look-ups", () => {
  it("are rate-limited by address, answered ones are not counted", async () => {
    const limited = await createTestApp({
      VIES_URL: vies.url,
      RATE_LIMIT_VAT_CHECK_PER_MINUTE: "2",
    });
    try {
      const client = new ShopClient(limited);
      await client.register(uniqueEmail("vies-limit"));
      await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
      // An address of its own: on PostgreSQL the counters are shared with the other files.
      client.authHeaders["x-forwarded-for"] = "198.51.100.23";
      const preview = (vatNumber: string) =>
        createInvoice(client, { ...IRISH_BUSINESS, country: "DE", city: "Berlin", vatNumber });
      expect((await preview("DE100000049")).errors).toHaveLength(1);
      expect((await preview("DE100000057")).errors).toHaveLength(1);
      // Answered from the day's answers: not a look-up.
      expect((await preview("DE100000049")).errors).toHaveLength(1);
      const third = await preview("DE100000065");
      expect(third.errors).toEqual([
        expect.objectContaining({
          code: "RATE_LIMITED",
          message: "Too many attempts. Try again in a minute.",
        }),
      ]);
      expect(vies.requests()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
