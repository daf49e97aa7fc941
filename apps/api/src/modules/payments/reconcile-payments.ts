import { type FulfilmentDeps, failPayment, fulfilPayment } from "./fulfil-payment";
import { paymentProvider } from "./payment-provider";
import { listStalePendingPayments } from "./payments-repository";

/** A webhook normally arrives within seconds; after this, ask the provider instead. */
const STALE_AFTER_SECONDS = 10 * 60;

/**
 * Reconciliation (DESIGN 4.7): asks the provider about payments still pending after their
 * webhook should have come, and runs the same fulfilment (or failure) a webhook would. The
 * test provider has no one to ask, so its pending payments stay as they are.
 */
export async function reconcilePayments(
  deps: FulfilmentDeps,
  { olderThanSeconds = STALE_AFTER_SECONDS } = {},
) {
  const provider = paymentProvider(deps.env);
  const result = { checked: 0, fulfilled: 0, failed: 0 };
  if (provider.name === "test") return result;
  const pending = await listStalePendingPayments(deps.database.db, provider.name, olderThanSeconds);
  for (const payment of pending) {
    result.checked++;
    try {
      const check = await provider.checkPayment(payment.id);
      if (check.status === "succeeded") {
        if (await fulfilPayment(deps, payment.id, check.success)) result.fulfilled++;
      } else if (check.status === "failed") {
        await failPayment(deps, payment.id, check.reason, provider.name);
        result.failed++;
      }
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: payment.id }, "reconciling a payment failed");
    }
  }
  if (result.checked > 0) deps.logger.info(result, "payments reconciled");
  return result;
}
