import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { paymentEvents, payments } from "../../platform/db/schema";

export type PaymentRow = typeof payments.$inferSelect;

/** Statuses in which a payment may still be confirmed. */
export const PENDING_STATUSES = ["requires_payment_method", "processing"];

/** Records a payment; a second record for the same idempotency key is silently not made. */
export async function insertPayment(db: Db, payment: typeof payments.$inferInsert): Promise<void> {
  await db.insert(payments).values(payment).onConflictDoNothing();
}

export async function findPaymentOfInvoice(db: Db, invoiceId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  return row;
}

export async function findPayment(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findTestPaymentBySecret(db: Db, clientSecret: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientSecret, clientSecret), eq(payments.provider, "test")));
  return row;
}

/**
 * requires_payment_method (or failed: a declined card may be retried) → processing, for one
 * confirmation at a time; undefined when the payment is not waiting for one.
 */
export async function claimForProcessing(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: "processing", updatedAt: sql`now()` })
    .where(
      and(eq(payments.id, id), inArray(payments.status, ["requires_payment_method", "failed"])),
    )
    .returning();
  return row;
}

export async function markPaymentSucceeded(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: "succeeded", failureReason: null, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** A failure never overrides a success, whatever order the news arrives in. */
export async function markPaymentFailed(db: Db, id: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: "failed", failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), sql`${payments.status} <> 'succeeded'`))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Pending payments old enough that their webhook should have come (reconciliation). */
export function listStalePendingPayments(db: Db, provider: string, olderThanSeconds: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        inArray(payments.status, PENDING_STATUSES),
        sql`${payments.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
        sql`${payments.createdAt} > now() - interval '30 days'`,
      ),
    )
    .limit(100);
}

/** Remembers a provider event; false when it was handled before (a redelivery). */
export async function recordPaymentEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}
