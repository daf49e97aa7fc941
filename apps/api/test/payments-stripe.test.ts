// Guards the Stripe provider (DESIGN 4.7) against a local stand-in for Stripe's API: the
// PaymentIntent is created for the server's amount with the invoice's idempotency key, a second
// FinalizeInvoice makes no second one, reconciliation fulfils a payment whose webhook never came,
// and a webhook racing reconciliation with the same success fulfils the order once.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BuiltFont } from "@meridian/content/store";
import { and, eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reconcilePayments } from "../src/modules/payments/payments-service";
import { invoices, jobs, payments } from "../src/platform/db/schema";
import { createLogger } from "../src/platform/logging/logger";
import { addFont, createInvoice, finalizeInvoice, uniqueEmail } from "./helpers/checkout-client";
import { ShopClient } from "./helpers/shop-client";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";
import { withDiscountCode } from "./helpers/test-stores";

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  idempotencyKey: string;
}

/** Just enough of Stripe's PaymentIntents API: create (idempotent by key) and retrieve. */
function stripeStandIn() {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, Intent>();
  const view = (intent: Intent) => ({
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: intent.status === "succeeded" ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: `${intent.id}_secret_standin`,
    latest_charge:
      intent.status === "succeeded"
        ? {
            id: `ch_${intent.id}`,
            object: "charge",
            payment_method_details: { card: { last4: "4242", brand: "visa" } },
          }
        : null,
  });
  const body = (request: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => resolve(new URLSearchParams(text)));
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stripe.test");
    response.setHeader("content-type", "application/json");
    if (request.method === "POST" && url.pathname === "/v1/payment_intents") {
      const key = String(request.headers["idempotency-key"] ?? "");
      const params = await body(request);
      let intent = byKey.get(key);
      if (!intent) {
        intent = {
          id: `pi_standin_${intents.size + 1}`,
          amount: Number(params.get("amount")),
          currency: params.get("currency") ?? "",
          status: "requires_payment_method",
          idempotencyKey: key,
        };
        intents.set(intent.id, intent);
        if (key) byKey.set(key, intent);
      }
      response.end(JSON.stringify(view(intent)));
      return;
    }
    const intent = intents.get(url.pathname.replace("/v1/payment_intents/", ""));
    if (request.method === "GET" && intent) {
      response.end(JSON.stringify(view(intent)));
      return;
    }
    response.statusCode = 404;
    response.end(
      JSON.stringify({ error: { type: "invalid_request_error", message: "No such thing" } }),
    );
  });
  return { server, intents };
}

const WEBHOOK_SECRET = "whsec_meridian_reconciliation_test";
let api: TestApp;
let inter: BuiltFont;
const stripe = stripeStandIn();
beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, "127.0.0.1", resolve));
  const { port } = stripe.server.address() as AddressInfo;
  api = await createTestApp({
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SECRET_KEY: "sk_test_standin",
    STRIPE_API_HOST: "127.0.0.1",
    STRIPE_API_PORT: String(port),
    STRIPE_API_PROTOCOL: "http",
  });
  inter = (await testStore()).fonts.find((font) => font.slug === "inter")!;
});
afterAll(async () => {
  await api.close();
  await new Promise((resolve) => stripe.server.close(resolve));
});

describe("the Stripe provider", () => {
  it("asks Stripe nothing for an order of nothing: FinalizeInvoice pays it", async () => {
    const code = `ALL${Date.now().toString(36).toUpperCase()}`;
    const free = await createTestApp(
      {
        STRIPE_SECRET_KEY: "sk_test_standin",
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String((stripe.server.address() as AddressInfo).port),
        STRIPE_API_PROTOCOL: "http",
      },
      {
        store: withDiscountCode(await testStore(), {
          id: code.toLowerCase(),
          code,
          description: "All",
          kind: "percent",
          value: 100,
        }),
      },
    );
    try {
      const client = new ShopClient(free);
      await client.register(uniqueEmail());
      await addFont(client, { productId: inter.id, licenceType: 1 });
      const { invoice } = await createInvoice(client, { discountCode: code });
      expect(invoice).toMatchObject({ total: 0 });
      const intentsBefore = stripe.intents.size;
      const first = await finalizeInvoice(client, invoice!.invoiceId);
      const again = await finalizeInvoice(client, invoice!.invoiceId);
      expect(first).toMatchObject({ errors: [], provider: "none" });
      expect(again).toMatchObject({ errors: [], provider: "none", number: first.number });
      expect(stripe.intents.size).toBe(intentsBefore);
      const { fullInvoice } = await client.data<{ fullInvoice: { status: string } }>(
        `query ($id: ID!) { fullInvoice(invoiceId: $id) { status } }`,
        { id: String(first.invoiceId) },
      );
      expect(fullInvoice.status).toBe("paid");
      const { downloads } = await client.data<{ downloads: unknown[] }>(
        `{ downloads { invoiceId } }`,
      );
      expect(downloads).toEqual([{ invoiceId: String(first.invoiceId) }]);

      // A crash between recording the settlement and fulfilling it leaves both open (fulfilment
      // is one transaction): reconciliation finishes it.
      await free.database.db
        .update(invoices)
        .set({ status: "open", paidAt: null })
        .where(eq(invoices.id, first.invoiceId!));
      await free.database.db
        .update(payments)
        .set({ status: "processing" })
        .where(eq(payments.invoiceId, first.invoiceId!));
      const deps = { ...free, store: await testStore(), logger: createLogger("silent") };
      expect(await reconcilePayments(deps, { olderThanSeconds: 0 })).toMatchObject({
        settled: expect.any(Number),
      });
      const [settled] = await free.database.db
        .select({ status: invoices.status })
        .from(invoices)
        .where(eq(invoices.id, first.invoiceId!));
      expect(settled?.status).toBe("paid");
    } finally {
      await free.close();
    }
  });
  it("creates one PaymentIntent per invoice, for the server's amount, and reconciliation fulfils it", async () => {
    const client = new ShopClient(api);
    await client.register(uniqueEmail());
    await addFont(client, { productId: inter.id, licenceType: 1 });
    const { invoice } = await createInvoice(client);
    const first = await finalizeInvoice(client, invoice!.invoiceId);
    const second = await finalizeInvoice(client, invoice!.invoiceId);
    expect(first).toMatchObject({ errors: [], provider: "stripe" });
    expect(second.clientSecret).toBe(first.clientSecret);

    const created = [...stripe.intents.values()].filter((intent) =>
      first.clientSecret?.startsWith(intent.id),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      amount: Math.round(invoice!.total * 100),
      currency: "gbp",
      idempotencyKey: expect.stringMatching(new RegExp(`^invoice-${invoice!.invoiceId}-\\d+$`)),
    });
    // The test card form does not pay a Stripe payment.
    const confirm = await client.data<{ confirmTestPayment: { errors: { code: string }[] } }>(
      `mutation ($s: String!) { confirmTestPayment(clientSecret: $s, cardNumber: "4242424242424242", expiry: "12/39", cvc: "123") { errors { code } } }`,
      { s: first.clientSecret },
    );
    expect(confirm.confirmTestPayment.errors).toEqual([{ code: "NOT_FOUND" }]);

    // The customer paid, but the webhook never came.
    created[0]!.status = "succeeded";
    const deps = {
      database: api.database,
      env: api.env,
      store: await testStore(),
      logger: createLogger("silent"),
    };
    expect(await reconcilePayments(deps)).toMatchObject({ fulfilled: 0 });
    expect(await reconcilePayments(deps, { olderThanSeconds: 0 })).toMatchObject({ fulfilled: 1 });
    const [row] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(row).toMatchObject({
      status: "paid",
      transactionId: `ch_${created[0]!.id}`,
      cardLastFour: "4242",
    });
    expect(await reconcilePayments(deps, { olderThanSeconds: 0 })).toMatchObject({ checked: 0 });
  });

  it("fulfils once when the webhook and reconciliation bring the same success at once", async () => {
    const email = uniqueEmail();
    const client = new ShopClient(api);
    await client.register(email);
    await addFont(client, { productId: inter.id, licenceType: 3 });
    const { invoice } = await createInvoice(client, { email });
    const finalized = await finalizeInvoice(client, invoice!.invoiceId, { email });
    const intent = [...stripe.intents.values()].find((candidate) =>
      finalized.clientSecret?.startsWith(candidate.id),
    )!;
    intent.status = "succeeded";

    const payload = JSON.stringify({
      id: `evt_${crypto.randomUUID()}`,
      object: "event",
      type: "payment_intent.succeeded",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intent.id,
          object: "payment_intent",
          amount: intent.amount,
          amount_received: intent.amount,
          currency: intent.currency,
          status: "succeeded",
          latest_charge: `ch_${intent.id}`,
        },
      },
    });
    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const deps = {
      database: api.database,
      env: api.env,
      store: await testStore(),
      logger: createLogger("silent"),
    };
    const [webhook, reconciled] = await Promise.all([
      api.request("/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
      reconcilePayments(deps, { olderThanSeconds: 0 }),
    ]);
    expect(webhook.status).toBe(200);
    expect(reconciled.fulfilled).toBeLessThanOrEqual(1);
    const [row] = await api.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice!.invoiceId));
    expect(row).toMatchObject({ status: "paid", transactionId: `ch_${intent.id}` });
    const confirmations = await api.database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, "order-confirmation"),
          sql`${jobs.payload}->>'invoiceId' = ${String(invoice!.invoiceId)}`,
        ),
      );
    expect(confirmations).toHaveLength(1);
  });
});
