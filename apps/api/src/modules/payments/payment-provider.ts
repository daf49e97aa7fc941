import type { Env } from "../../env";
import { noChargeProvider } from "./no-charge-provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

export interface PaymentRequest {
  invoiceId: number;
  invoiceNumber: string;
  /** The invoice total, minor units: always the server's figure. */
  amount: number;
  currency: string;
  /** Tied to the invoice, so asking twice never makes a second payment. */
  idempotencyKey: string;
  email: string;
}

export interface CreatedPayment {
  id: string;
  clientSecret: string;
  status: string;
}

/** What reconciliation learns about a pending payment from its provider. */
export type PaymentCheck =
  | { status: "succeeded"; success: ProviderSuccess }
  | { status: "failed"; reason: string }
  | { status: "pending" };

/**
 * The providers a payment can be made with; `payments.provider` holds one. `none` settles an
 * invoice of nothing (no-charge-provider).
 */
export type ProviderName = "test" | "stripe" | "none";

/** A succeeded payment as the provider reports it. */
export interface ProviderSuccess {
  /**
   * Who reports the success: fulfilment refuses news about another provider's payment (a
   * signed Stripe event must not pay for a payment of the embedded test provider).
   */
  provider: ProviderName;
  transactionId: string;
  cardLastFour: string | null;
  cardType: string | null;
  /** What was received, minor units: fulfilment refuses less than the invoice's amount. */
  amountReceived: number;
  currency: string;
}

/**
 * The card payment provider (DESIGN 4.7): Stripe when STRIPE_SECRET_KEY is set, else the embedded
 * test provider. Either way success runs through payments/payments-service.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  checkPayment(paymentId: string): Promise<PaymentCheck>;
}

const providers = new WeakMap<Env, PaymentProvider>();

export function paymentProvider(env: Env): PaymentProvider {
  let provider = providers.get(env);
  if (!provider) {
    provider = env.STRIPE_SECRET_KEY ? createStripeProvider(env) : createTestProvider();
    providers.set(env, provider);
  }
  return provider;
}

/** Who takes an invoice's payment: the card provider, or nobody when there is nothing to pay. */
export function paymentProviderFor(env: Env, total: number): PaymentProvider {
  return total === 0 ? noChargeProvider : paymentProvider(env);
}
