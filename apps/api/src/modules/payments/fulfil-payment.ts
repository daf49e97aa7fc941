import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import type { Database, Db } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { recordCodeUse } from "../invoices/invoices-repository";
import { queueOrderConfirmation } from "../orders/order-confirmation-mail";
import {
  closeOrderedCart,
  findInvoiceStatus,
  listInvoiceItems,
  markInvoiceFailed,
  markInvoicePaid,
} from "./fulfilment-repository";
import type { ProviderName, ProviderSuccess } from "./payment-provider";
import { findPayment, markPaymentFailed, markPaymentSucceeded } from "./payments-repository";

export interface FulfilmentDeps {
  database: Database;
  env: Env;
  logger: Logger;
  store: BuiltStore;
}

/**
 * The one fulfilment path (DESIGN 4.7), whichever news of success comes first — the test
 * card form, a Stripe webhook or reconciliation: the invoice is paid once, the discount code
 * use recorded, the cart closed and the confirmation e-mail queued, all in one transaction.
 * Resolves true for the call that fulfilled the order, false for every repeat.
 */
export function fulfilPayment(
  deps: FulfilmentDeps,
  paymentId: string,
  success: ProviderSuccess,
): Promise<boolean> {
  return deps.database.transaction((tx) => fulfilInTransaction(tx, deps, paymentId, success));
}

export async function fulfilInTransaction(
  tx: Db,
  deps: FulfilmentDeps,
  paymentId: string,
  success: ProviderSuccess,
): Promise<boolean> {
  const payment = await findPayment(tx, paymentId);
  if (!payment) {
    deps.logger.warn({ paymentId }, "payment success for an unknown payment ignored");
    return false;
  }
  if (payment.provider !== success.provider) {
    deps.logger.error(
      { paymentId, provider: payment.provider, reportedBy: success.provider },
      "payment success from another provider than the payment's; not fulfilled",
    );
    return false;
  }
  // The amount is the server's: a payment of less (or in another currency) pays nothing.
  if (success.amountReceived < payment.amount || success.currency !== payment.currency) {
    deps.logger.error(
      {
        paymentId,
        expected: payment.amount,
        received: success.amountReceived,
        currency: success.currency,
      },
      "payment received does not cover the invoice; not fulfilled",
    );
    return false;
  }
  const invoice = await markInvoicePaid(tx, payment.invoiceId, success);
  if (!invoice) {
    const status = await findInvoiceStatus(tx, payment.invoiceId);
    // Money taken for a cancelled invoice needs a person (a refund); a repeat needs nothing.
    if (status !== "paid") {
      deps.logger.error(
        { paymentId, invoiceId: payment.invoiceId, status },
        "payment succeeded for an invoice that cannot be paid; not fulfilled",
      );
    }
    return false;
  }
  await markPaymentSucceeded(tx, payment.id);
  // Reserved at FinalizeInvoice; noted again for an invoice finalised before reservations.
  if (invoice.discountCode) await recordCodeUse(tx, invoice.discountCode, invoice.id);
  await closeOrderedCart(tx, invoice);
  await queueOrderConfirmation(tx, deps, invoice, await listInvoiceItems(tx, invoice.id));
  deps.logger.info({ invoiceId: invoice.id, number: invoice.number }, "order paid and fulfilled");
  return true;
}

/**
 * A failed payment: the payment and an open invoice are marked failed; a paid one stays paid.
 * Like success, a failure counts only from the payment's own provider.
 */
export function failPayment(
  deps: FulfilmentDeps,
  paymentId: string,
  reason: string,
  provider: ProviderName,
) {
  return deps.database.transaction((tx) => failInTransaction(tx, paymentId, reason, provider));
}

export async function failInTransaction(
  tx: Db,
  paymentId: string,
  reason: string,
  provider: ProviderName,
): Promise<void> {
  const payment = await findPayment(tx, paymentId);
  if (!payment || payment.provider !== provider) return;
  if (await markPaymentFailed(tx, payment.id, reason))
    await markInvoiceFailed(tx, payment.invoiceId);
}
