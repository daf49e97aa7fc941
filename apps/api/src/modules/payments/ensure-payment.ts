import type { Database } from "../../platform/db/database";
import { customerOf } from "../invoices/invoice-customer";
import type { InvoiceRow } from "../invoices/invoices-repository";
import type { PaymentProvider } from "./payment-provider";
import { findPaymentOfInvoice, insertPayment, type PaymentRow } from "./payments-repository";

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
