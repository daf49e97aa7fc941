import { randomBytes } from "node:crypto";
import type { PaymentProvider, ProviderSuccess } from "./payment-provider";
import type { PaymentRow } from "./payments-repository";

/**
 * The settlement of an invoice whose total is zero — an upgrade its credit covers (DESIGN 4.10):
 * there is nothing to charge, and card providers refuse amounts below their minimum, so none is
 * asked. Its `payments` row records the settlement; FinalizeInvoice fulfils it at once, and
 * reconciliation finishes one a crash left pending.
 */
export const noChargeProvider: PaymentProvider = {
  name: "none",
  async createPayment() {
    const id = `none_${randomBytes(12).toString("hex")}`;
    // Client secrets are unique; this one confirms nothing (no provider takes it).
    return { id, clientSecret: id, status: "processing" };
  },
  async checkPayment() {
    return { status: "pending" };
  },
};

/** The success of a no-charge payment: nothing received, which pays an amount of nothing only. */
export function noChargeSuccess(payment: Pick<PaymentRow, "id" | "currency">): ProviderSuccess {
  return {
    provider: "none",
    transactionId: payment.id,
    cardLastFour: null,
    cardType: null,
    amountReceived: 0,
    currency: payment.currency,
  };
}
