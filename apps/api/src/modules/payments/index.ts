/**
 * Providers, `confirmTestPayment`, the Stripe webhook, fulfilment
 *
 * Checkout asks for a finalised invoice's payment; src/app/ serves the webhook and runs the
 * reconciliation.
 */
export { paymentProviderFor } from "./payment-provider";
export {
  type FulfilmentDeps,
  paymentForInvoice,
  reconcilePayments,
  type StandingFulfilmentDeps,
} from "./payments-service";
export { createStripeWebhook } from "./stripe-webhook";
