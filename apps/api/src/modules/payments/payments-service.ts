import type { BuiltStore } from "@meridian/content/store";
import { z } from "zod";
import type { Env } from "../../env";
import type { UserError } from "../../errors";
import { Refusal, refusable, toUserErrors, userError } from "../../errors";
import type { Database, Db } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { closeOrderedCart } from "../carts";
import {
  customerOf,
  findInvoiceStatus,
  type InvoiceRow,
  markInvoiceFailed,
  payInvoice,
} from "../invoices";
import { supersedeReplacedLicences } from "../licences";
import { queueOrderConfirmation } from "../orders";
import { noChargeSuccess } from "./no-charge-provider";
import type { PaymentProvider, ProviderName, ProviderSuccess } from "./payment-provider";
import { paymentProvider, paymentProviderFor } from "./payment-provider";
import {
  claimForProcessing,
  findPayment,
  findPaymentOfInvoice,
  findTestPaymentBySecret,
  insertPayment,
  listStalePendingPayments,
  markPaymentFailed,
  markPaymentSucceeded,
  type PaymentRow,
} from "./payments-repository";
import { checkTestCard } from "./test-cards";

/*
 * The payment rules: one payment per finalised invoice (ensurePayment), the one fulfilment path
 * whichever news of success comes first (fulfilPayment, fulfilInTransaction), the embedded
 * provider's ConfirmTestPayment, and the reconciliation housekeeping runs (reconcilePayments).
 */

const confirmInput = z.object({
  clientSecret: z.string().trim().min(1, "No such payment").max(200, "No such payment"),
  cardNumber: z.string().max(40, "Your card number is invalid."),
  expiry: z.string().max(20, "Your card's expiry date is invalid."),
  cvc: z.string().max(10, "Your card's security code is invalid."),
});

export interface TestPaymentOutcome {
  errors: UserError[];
  status: "succeeded" | "failed" | null;
  invoiceId: number | null;
}

const NOT_FOUND = userError("NOT_FOUND", "clientSecret", "No such payment");
export const DECLINED_MESSAGE = "Your card was declined.";
const NOT_COMPLETED = userError("PAYMENT_FAILED", null, "The payment could not be completed.");

/**
 * ConfirmTestPayment: the embedded provider's card form (DESIGN 4.7). The payment moves
 * requires_payment_method → processing → succeeded | failed in one transaction, and success
 * runs the same fulfilment as a Stripe webhook.
 */
export async function confirmTestPayment(
  deps: FulfilmentDeps,
  args: unknown,
): Promise<TestPaymentOutcome> {
  const parsed = confirmInput.safeParse(args);
  if (!parsed.success) return { errors: toUserErrors(parsed.error), status: null, invoiceId: null };
  const checked = checkTestCard(parsed.data);
  const payment = await findTestPaymentBySecret(deps.database.db, parsed.data.clientSecret);
  if (!payment) return { errors: [NOT_FOUND], status: null, invoiceId: null };
  if (payment.status === "succeeded")
    return { errors: [], status: "succeeded", invoiceId: payment.invoiceId };
  if ("errors" in checked)
    return { errors: checked.errors, status: null, invoiceId: payment.invoiceId };
  const { card } = checked;

  const outcome = await refusable(() =>
    deps.database.transaction(async (tx) => {
      const claimed = await claimForProcessing(tx, payment.id);
      if (!claimed) {
        throw new Refusal([
          userError("PAYMENT_FAILED", "clientSecret", "This payment is already being processed."),
        ]);
      }
      if (card.outcome === "declined") {
        await failInTransaction(tx, claimed.id, "card_declined", "test");
        return "failed" as const;
      }
      const fulfilled = await fulfilInTransaction(tx, deps, claimed.id, {
        provider: "test",
        transactionId: claimed.id,
        cardLastFour: card.lastFour,
        cardType: card.brand,
        amountReceived: claimed.amount,
        currency: claimed.currency,
      });
      // The invoice could not be paid (void, say): roll the claim back and say so, rather
      // than answer "succeeded" for an order that was never fulfilled.
      if (!fulfilled) throw new Refusal([NOT_COMPLETED]);
      return "succeeded" as const;
    }),
  );
  if (!outcome.ok) {
    // A concurrent confirmation may have just succeeded: report that rather than an error.
    const now = await findTestPaymentBySecret(deps.database.db, parsed.data.clientSecret);
    if (now?.status === "succeeded")
      return { errors: [], status: "succeeded", invoiceId: now.invoiceId };
    return { errors: outcome.errors, status: null, invoiceId: payment.invoiceId };
  }
  const errors =
    outcome.value === "failed" ? [userError("CARD_DECLINED", "cardNumber", DECLINED_MESSAGE)] : [];
  return { errors, status: outcome.value, invoiceId: payment.invoiceId };
}

/**
 * The invoice's one payment, created on first use. Runs outside any transaction because
 * Stripe is a network call; the idempotency key makes a repeat (a second FinalizeInvoice, or
 * a retry after a crash between the call and the insert) return the same PaymentIntent.
 */
export async function ensurePayment(
  database: Database,
  provider: PaymentProvider,
  invoice: InvoiceRow,
): Promise<PaymentRow> {
  const existing = await findPaymentOfInvoice(database.db, invoice.id);
  if (existing) return existing;
  // The creation time keeps keys apart when a development database starts its ids again.
  const idempotencyKey = `invoice-${invoice.id}-${invoice.createdAt.getTime()}`;
  const created = await provider.createPayment({
    invoiceId: invoice.id,
    invoiceNumber: invoice.number ?? String(invoice.id),
    amount: invoice.total,
    currency: invoice.currency,
    idempotencyKey,
    email: customerOf(invoice.customer).email,
  });
  await database.transaction((tx) =>
    insertPayment(tx, {
      id: created.id,
      invoiceId: invoice.id,
      provider: provider.name,
      idempotencyKey,
      clientSecret: created.clientSecret,
      status: created.status,
      amount: invoice.total,
      currency: invoice.currency,
    }),
  );
  const payment = await findPaymentOfInvoice(database.db, invoice.id);
  if (!payment) throw new Error(`the payment of invoice ${invoice.id} was not recorded`);
  return payment;
}

/**
 * A finalised invoice's payment, with the provider its total calls for (ensurePayment). An
 * invoice of nothing (an upgrade its credit covers) is fulfilled here, card-free.
 */
export async function paymentForInvoice(
  deps: FulfilmentDeps,
  invoice: InvoiceRow,
): Promise<PaymentRow> {
  const provider = paymentProviderFor(deps.env, invoice.total);
  const payment = await ensurePayment(deps.database, provider, invoice);
  if (provider.name === "none") await fulfilPayment(deps, payment.id, noChargeSuccess(payment));
  return payment;
}

export interface FulfilmentDeps {
  database: Database;
  env: Env;
  logger: Logger;
  store: BuiltStore;
}

/**
 * What a route or a periodic task that outlives one request needs to fulfil: the published
 * content's store is read as each run starts.
 */
export type StandingFulfilmentDeps = Omit<FulfilmentDeps, "store"> & {
  currentStore: () => BuiltStore;
};

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
  const paid = await payInvoice(tx, payment.invoiceId, success);
  if (!paid) {
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
  const { invoice, items: bought } = paid;
  await supersedeReplacedLicences(tx, deps.logger, invoice, bought);
  await closeOrderedCart(tx, invoice, bought);
  await queueOrderConfirmation(tx, invoice);
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
  const result = { checked: 0, fulfilled: 0, failed: 0, settled: 0 };
  // An invoice of nothing whose settlement a crash interrupted: nobody else will finish it.
  const unsettled = await listStalePendingPayments(deps.database.db, "none", olderThanSeconds);
  for (const payment of unsettled) {
    if (await fulfilPayment(deps, payment.id, noChargeSuccess(payment))) result.settled++;
  }
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
