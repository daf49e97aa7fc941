import type Stripe from "stripe";
import { jsonResponse } from "../../platform/http/json-response";
import { recordPaymentEvent } from "./payments-repository";
import {
  failInTransaction,
  fulfilInTransaction,
  type StandingFulfilmentDeps,
} from "./payments-service";
import { cardOf, createStripeClient } from "./stripe-client";
import { successOf } from "./stripe-provider";

/**
 * POST /webhooks/stripe (DESIGN 4.7): the signature is checked on the raw body with
 * STRIPE_WEBHOOK_SECRET; each event is handled once, its id recorded in the same transaction
 * as its effect, so a redelivery (or five at once) changes nothing and a failure is retried.
 */
export function createStripeWebhook(deps: StandingFulfilmentDeps) {
  const secret = deps.env.STRIPE_WEBHOOK_SECRET;
  const stripe = createStripeClient(deps.env);
  const log = deps.logger.child({ component: "stripe-webhook" });
  // Only a deployment that asked for it (ALLOW_TEST_PAYMENTS) gets here without Stripe.
  if (deps.env.NODE_ENV === "production" && !deps.env.STRIPE_SECRET_KEY) {
    log.warn("ALLOW_TEST_PAYMENTS: the embedded test provider takes test cards as payment");
  }

  return async function handleStripeWebhook(request: Request): Promise<Response> {
    if (!secret) return jsonResponse(404, { error: "Not found" });
    if (request.method !== "POST") return jsonResponse(405, { error: "Method not allowed" });
    const signature = request.headers.get("stripe-signature");
    const body = await request.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("no Stripe-Signature header");
      event = await stripe.webhooks.constructEventAsync(body, signature, secret);
    } catch (error) {
      log.warn({ err: error }, "webhook refused: bad signature");
      return jsonResponse(400, { error: "Invalid signature" });
    }

    const intent = isPaymentIntentEvent(event) ? event.data.object : null;
    // The card's details live on the charge; fetch it before the transaction (network call).
    let success = intent?.status === "succeeded" ? successOf(intent) : null;
    if (
      success &&
      intent &&
      typeof intent.latest_charge === "string" &&
      deps.env.STRIPE_SECRET_KEY
    ) {
      try {
        success = { ...success, ...cardOf(await stripe.charges.retrieve(intent.latest_charge)) };
      } catch (error) {
        log.warn({ err: error, intent: intent.id }, "card details unavailable; fulfilling without");
      }
    }

    await deps.database.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, event.id, event.type))) return;
      if (event.type === "payment_intent.succeeded" && intent && success) {
        await fulfilInTransaction(tx, { ...deps, store: deps.currentStore() }, intent.id, success);
      } else if (event.type === "payment_intent.payment_failed" && intent) {
        await failInTransaction(
          tx,
          intent.id,
          intent.last_payment_error?.code ?? "payment_failed",
          "stripe",
        );
      }
    });
    return jsonResponse(200, { received: true });
  };
}

function isPaymentIntentEvent(
  event: Stripe.Event,
): event is Stripe.PaymentIntentSucceededEvent | Stripe.PaymentIntentPaymentFailedEvent {
  return (
    event.type === "payment_intent.succeeded" || event.type === "payment_intent.payment_failed"
  );
}
