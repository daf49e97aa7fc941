// Guards the payment half of checkout (DESIGN 4.7): the embedded test provider's cards, the one
// fulfilment path (paid once, cart closed, e-mail queued once) however often success arrives —
// five card confirmations or five deliveries of one event at once included —
// Stripe webhooks verified on the raw body and de-duplicated, and that late, short or foreign
// news (another provider's) never un-pays or pays an invoice, nor pays a void one.
import { type BuiltFont, DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fulfilPayment } from "../src/modules/payments/payments-service";
import { fixedContent } from "../src/modules/publishing";
import {
  carts,
  discountCodeUses,
  invoices,
  jobs,
  paymentEvents,
  payments,
} from "../src/platform/db/schema";
import { createLogger } from "../src/platform/logging/logger";
import {
  addFont,
  buyCart,
  confirmTestPayment,
  createInvoice,
  finalizeInvoice,
  uniqueEmail,
} from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const WEBHOOK_SECRET = "whsec_meridian_test_secret";
let api: TestApp;
let inter: BuiltFont;
beforeAll(async () => {
  api = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(() => api.close());

/** A customer with a finalised invoice for one Inter style, awaiting payment. */
async function awaitingPayment() {
  const email = uniqueEmail();
  const client = new ShopClient(api);
  await client.register(email);
  await addFont(client, { productId: inter.id, styleId: inter.styles[0]!.id, licenceType: 0 });
  const cart = await client.data<{ cart: { id: string } }>(`{ cart { id } }`);
  const { invoice } = await createInvoice(client, { email });
  const finalized = await finalizeInvoice(client, invoice!.invoiceId, { email });
  const [payment] = await api.database.db
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoice!.invoiceId));
  return {
    client,
    email,
    cartId: cart.cart.id,
    invoiceId: invoice!.invoiceId,
    finalized,
    payment: payment!,
  };
}

/**
 * Like awaitingPayment, but the payment is one Stripe made (this app has no Stripe key, so the
 * test provider made it; the row is relabelled): what a Stripe webhook may act on. Dated over
 * 30 days back, so reconciliation — which payments-stripe runs over the same database on
 * PostgreSQL — never asks its Stripe stand-in about it.
 */
async function awaitingStripePayment() {
  const awaiting = await awaitingPayment();
  await api.database.db
    .update(payments)
    .set({ provider: "stripe", createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) })
    .where(eq(payments.id, awaiting.payment.id));
  return { ...awaiting, payment: { ...awaiting.payment, provider: "stripe" } };
}

const invoiceRow = async (id: number) =>
  (await api.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await api.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
/** The order confirmations queued for an invoice: one once it is paid, however it was paid. */
const confirmationsOf = async (invoiceId: number) =>
  api.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, "order-confirmation"),
        sql`${jobs.payload}->>'invoiceId' = ${String(invoiceId)}`,
      ),
    );

describe("the test card form", () => {
  it("pays with 4242 4242 4242 4242: invoice paid, cart closed, downloads granted, one e-mail", async () => {
    const { client, email, cartId, invoiceId, finalized } = await awaitingPayment();
    const paid = await confirmTestPayment(client, finalized.clientSecret!);
    expect(paid).toEqual({ errors: [], status: "succeeded", invoiceId });

    const row = await invoiceRow(invoiceId);
    expect(row).toMatchObject({ status: "paid", cardLastFour: "4242", cardType: "visa" });
    expect(row.transactionId).toMatch(/^pi_test_/);
    expect(row.paidAt).toBeInstanceOf(Date);
    const [cart] = await api.database.db.select().from(carts).where(eq(carts.id, cartId));
    expect(cart?.status).toBe("ordered");
    // The customer's next cart is a new, empty one.
    const next = await client.data<{ cart: { id: string; items: unknown[] } }>(
      `{ cart { id items { id } } }`,
    );
    expect(next.cart.id).not.toBe(cartId);
    expect(next.cart.items).toEqual([]);
    const downloads = await client.data<{ downloads: { productId: string; invoiceId: string }[] }>(
      `{ downloads { productId invoiceId } }`,
    );
    expect(downloads.downloads).toEqual([{ productId: inter.id, invoiceId: String(invoiceId) }]);

    expect(await confirmationsOf(invoiceId)).toHaveLength(1);
    const mail = await api.waitForMail(email, /order/);
    expect(mail.subject).toContain(finalized.number!);
    expect(mail.text).toContain(`http://localhost:3000/account/invoices/${invoiceId}`);

    // Confirming again changes nothing and says it is paid.
    expect(await confirmTestPayment(client, finalized.clientSecret!)).toEqual(paid);
    expect(await confirmationsOf(invoiceId)).toHaveLength(1);
  });

  it("declines 4000 0000 0000 0002, and the card can be tried again", async () => {
    const { client, invoiceId, finalized } = await awaitingPayment();
    const declined = await confirmTestPayment(client, finalized.clientSecret!, {
      cardNumber: "4000000000000002",
    });
    expect(declined).toEqual({
      errors: [{ code: "CARD_DECLINED", field: "cardNumber", message: "Your card was declined." }],
      status: "failed",
      invoiceId,
    });
    expect((await invoiceRow(invoiceId)).status).toBe("failed");
    const retry = await confirmTestPayment(client, finalized.clientSecret!);
    expect(retry.status).toBe("succeeded");
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
  });

  it("refuses other numbers, a past expiry and a short CVC, changing nothing", async () => {
    const { client, invoiceId, finalized, payment } = await awaitingPayment();
    const invalid = await confirmTestPayment(client, finalized.clientSecret!, {
      cardNumber: "4111 1111 1111 1111",
      expiry: "01/20",
      cvc: "12",
    });
    expect(invalid.status).toBeNull();
    expect(invalid.errors).toEqual([
      { code: "CARD_INVALID", field: "cardNumber", message: "Your card number is invalid." },
      { code: "CARD_INVALID", field: "expiry", message: "Your card's expiry date is in the past." },
      { code: "CARD_INVALID", field: "cvc", message: "Your card's security code is invalid." },
    ]);
    expect((await paymentRow(payment.id)).status).toBe("requires_payment_method");
    expect((await invoiceRow(invoiceId)).status).toBe("open");
  });

  it("refuses to pay a void invoice, answering that the payment could not be completed", async () => {
    const { client, invoiceId, finalized, payment } = await awaitingPayment();
    await api.database.db
      .update(invoices)
      .set({ status: "void" })
      .where(eq(invoices.id, invoiceId));
    const refused = await confirmTestPayment(client, finalized.clientSecret!);
    expect(refused).toEqual({
      errors: [
        { code: "PAYMENT_FAILED", field: null, message: "The payment could not be completed." },
      ],
      status: null,
      invoiceId,
    });
    expect((await invoiceRow(invoiceId)).status).toBe("void");
    expect((await paymentRow(payment.id)).status).toBe("requires_payment_method");
    expect(await confirmationsOf(invoiceId)).toHaveLength(0);
  });

  it("fulfils once when five confirmations of one payment arrive at once", async () => {
    const { client, invoiceId, finalized, payment } = await awaitingPayment();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => confirmTestPayment(client, finalized.clientSecret!)),
    );
    // Whoever lost the race learns that the payment succeeded, not that it failed.
    expect(answers).toEqual(
      Array.from({ length: 5 }, () => ({ errors: [], status: "succeeded", invoiceId })),
    );
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect((await paymentRow(payment.id)).status).toBe("succeeded");
    expect(await confirmationsOf(invoiceId)).toHaveLength(1);
  });

  it("does not know a client secret it never issued", async () => {
    const client = new ShopClient(api);
    expect((await confirmTestPayment(client, "pi_test_nothing_secret_nothing")).errors).toEqual([
      { code: "NOT_FOUND", field: "clientSecret", message: "No such payment" },
    ]);
  });
});

describe("fulfilment", () => {
  it("records the discount code's use, so a usage limit counts paid orders", async () => {
    const email = uniqueEmail();
    const client = new ShopClient(api);
    await client.register(email);
    await addFont(client, { productId: inter.id, licenceType: 3 });
    const { finalized } = await buyCart(client, { email, discountCode: "STUDENT25" });
    const uses = await api.database.db
      .select()
      .from(discountCodeUses)
      .where(eq(discountCodeUses.invoiceId, finalized.invoiceId!));
    expect(uses.map((use) => use.code)).toEqual(["STUDENT25"]);
  });

  it("keeps a line added after FinalizeInvoice in the open cart, and takes out what was bought", async () => {
    const { client, cartId, finalized } = await awaitingPayment();
    await addFont(client, { productId: inter.id, licenceType: 4 });
    await confirmTestPayment(client, finalized.clientSecret!);
    const { cart } = await client.data<{ cart: { id: string; items: { licenceType: string }[] } }>(
      `{ cart { id items { licenceType } } }`,
    );
    expect(cart.id).toBe(cartId);
    expect(cart.items).toEqual([{ licenceType: "logo" }]);
  });

  const deps = () => ({
    database: api.database,
    env: api.env,
    store: undefined!,
    logger: createLogger("silent"),
  });

  it("fulfils once when the same success arrives five times at once", async () => {
    const { invoiceId, payment } = await awaitingPayment();
    const store = await testStore();
    const success = {
      provider: "test" as const,
      transactionId: "ch_once",
      cardLastFour: "4242",
      cardType: "visa",
      amountReceived: payment.amount,
      currency: "GBP",
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => fulfilPayment({ ...deps(), store }, payment.id, success)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect(await confirmationsOf(invoiceId)).toHaveLength(1);
  });

  it("does not fulfil a payment on news from another provider than the payment's", async () => {
    const { invoiceId, payment } = await awaitingPayment();
    const store = await testStore();
    const fromStripe = {
      provider: "stripe" as const,
      transactionId: "ch_elsewhere",
      cardLastFour: "4242",
      cardType: "visa",
      amountReceived: payment.amount,
      currency: "GBP",
    };
    expect(await fulfilPayment({ ...deps(), store }, payment.id, fromStripe)).toBe(false);
    expect((await invoiceRow(invoiceId)).status).toBe("open");
    expect(await confirmationsOf(invoiceId)).toHaveLength(0);
  });

  it("does not fulfil a payment of less than the invoice", async () => {
    const { invoiceId, payment } = await awaitingPayment();
    const store = await testStore();
    const short = {
      provider: "test" as const,
      transactionId: "ch_short",
      cardLastFour: null,
      cardType: null,
      amountReceived: payment.amount - 1,
      currency: "GBP",
    };
    expect(await fulfilPayment({ ...deps(), store }, payment.id, short)).toBe(false);
    expect((await invoiceRow(invoiceId)).status).toBe("open");
  });
});

describe("POST /webhooks/stripe", () => {
  const stripe = new Stripe("sk_test_x");

  function intentEvent(
    type: string,
    payment: { id: string; amount: number },
    id = `evt_${crypto.randomUUID()}`,
  ) {
    const succeeded = type === "payment_intent.succeeded";
    return {
      id,
      object: "event",
      type,
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: payment.id,
          object: "payment_intent",
          amount: payment.amount,
          amount_received: succeeded ? payment.amount : 0,
          currency: "gbp",
          status: succeeded ? "succeeded" : "requires_payment_method",
          latest_charge: succeeded
            ? {
                id: "ch_webhook",
                object: "charge",
                payment_method_details: { card: { last4: "4242", brand: "visa" } },
              }
            : null,
          last_payment_error: succeeded ? null : { code: "card_declined" },
        },
      },
    };
  }

  function post(event: unknown, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return api.request("/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
  }

  it("fulfils once when the same signed event is delivered five times at once", async () => {
    const { invoiceId, payment } = await awaitingStripePayment();
    const event = intentEvent("payment_intent.succeeded", payment);
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(event)));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await invoiceRow(invoiceId)).toMatchObject({
      status: "paid",
      transactionId: "ch_webhook",
      cardLastFour: "4242",
      cardType: "visa",
    });
    expect(await confirmationsOf(invoiceId)).toHaveLength(1);
    const recorded = await api.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it("does not pay a test provider's payment on a signed Stripe event", async () => {
    const { invoiceId, payment } = await awaitingPayment();
    const response = await post(intentEvent("payment_intent.succeeded", payment));
    // Acknowledged, so Stripe does not send it again, but nothing is paid.
    expect(response.status).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe("open");
    expect(await confirmationsOf(invoiceId)).toHaveLength(0);
    const failed = await post(intentEvent("payment_intent.payment_failed", payment));
    expect(failed.status).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe("open");
  });

  it("never moves a paid invoice back on a late failure event", async () => {
    const { invoiceId, payment } = await awaitingStripePayment();
    expect((await post(intentEvent("payment_intent.succeeded", payment))).status).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    const late = await post(intentEvent("payment_intent.payment_failed", payment));
    expect(late.status).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe("paid");
    expect((await paymentRow(payment.id)).status).toBe("succeeded");
  });

  it("marks an open invoice failed on a failure event", async () => {
    const { invoiceId, payment } = await awaitingStripePayment();
    expect((await post(intentEvent("payment_intent.payment_failed", payment))).status).toBe(200);
    expect((await invoiceRow(invoiceId)).status).toBe("failed");
  });

  it("refuses a bad or missing signature with 400 and changes nothing", async () => {
    const { invoiceId, payment } = await awaitingStripePayment();
    const event = intentEvent("payment_intent.succeeded", payment);
    expect((await post(event, "whsec_someone_else")).status).toBe(400);
    const unsigned = await api.request("/webhooks/stripe", {
      method: "POST",
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await invoiceRow(invoiceId)).status).toBe("open");
  });

  it("is not there without STRIPE_WEBHOOK_SECRET", async () => {
    const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const bare = createApp({
      database: api.database,
      env,
      logger: createLogger("silent"),
      content: fixedContent(await testStore(), DEFAULT_BUILD_DIR),
    });
    try {
      const response = await bare.fetch(
        new Request("http://api.test/webhooks/stripe", { method: "POST", body: "{}" }),
      );
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
