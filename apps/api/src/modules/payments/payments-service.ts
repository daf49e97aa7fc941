import { z } from "zod";
import type { UserError } from "../../errors";
import { Refusal, refusable, toUserErrors, userError } from "../../errors";
import { type FulfilmentDeps, failInTransaction, fulfilInTransaction } from "./fulfil-payment";
import { claimForProcessing, findTestPaymentBySecret } from "./payments-repository";
import { checkTestCard } from "./test-cards";

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
