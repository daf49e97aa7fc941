import Stripe from "stripe";
import type { Env } from "../../env";

/** The Stripe SDK, pointed at STRIPE_API_HOST/PORT/PROTOCOL when set (a local mock). */
export function createStripeClient(env: Env): Stripe {
  return new Stripe(env.STRIPE_SECRET_KEY ?? "sk_test_webhook_only", {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** A charge's card, when the object carries it (expanded, or retrieved). */
export function cardOf(charge: Stripe.Charge | string | null | undefined) {
  if (!charge || typeof charge === "string") return { cardLastFour: null, cardType: null };
  const card = charge.payment_method_details?.card;
  return { cardLastFour: card?.last4 ?? null, cardType: card?.brand ?? null };
}
