import type Stripe from "stripe";
import type { Env } from "../../env";
import type { PaymentProvider, ProviderSuccess } from "./payment-provider";
import { cardOf, createStripeClient } from "./stripe-client";

/** Stripe PaymentIntents, created with the invoice's idempotency key (DESIGN 4.7). */
export function createStripeProvider(env: Env): PaymentProvider {
  const stripe = createStripeClient(env);
  return {
    name: "stripe",
    async createPayment(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: `Invoice ${request.invoiceNumber}`,
          receipt_email: request.email || undefined,
          metadata: { invoiceId: String(request.invoiceId), invoiceNumber: request.invoiceNumber },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
    },
    async checkPayment(paymentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentId, { expand: ["latest_charge"] });
      if (intent.status === "succeeded") return { status: "succeeded", success: successOf(intent) };
      if (intent.status === "canceled") return { status: "failed", reason: "canceled" };
      return { status: "pending" };
    },
  };
}

/** What fulfilment needs from a succeeded PaymentIntent. */
export function successOf(intent: Stripe.PaymentIntent): ProviderSuccess {
  const charge = intent.latest_charge;
  return {
    provider: "stripe",
    transactionId: (typeof charge === "string" ? charge : charge?.id) ?? intent.id,
    ...cardOf(charge),
    amountReceived: intent.amount_received,
    currency: intent.currency.toUpperCase(),
  };
}
