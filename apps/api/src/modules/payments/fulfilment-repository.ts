import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { cartItems, carts, invoiceItems, invoices } from "../../platform/db/schema";
import { lineKeyOf } from "../carts/cart-repository";
import type { InvoiceRow } from "../invoices/invoices-repository";

/**
 * Marks an invoice paid, exactly once: the conditional update lets one caller through however
 * many deliveries of the same success race (PostgreSQL re-checks the condition after waiting
 * for the row lock). Undefined when it was paid already, was never finalised, or is void (a
 * cancelled invoice stays cancelled; a declined one, 'failed', may still be paid).
 */
export async function markInvoicePaid(
  db: Db,
  invoiceId: number,
  payment: { transactionId: string; cardLastFour: string | null; cardType: string | null },
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({
      status: "paid",
      paidAt: sql`now()`,
      transactionId: payment.transactionId,
      cardLastFour: payment.cardLastFour,
      cardType: payment.cardType,
      updatedAt: sql`now()`,
    })
    .where(and(eq(invoices.id, invoiceId), inArray(invoices.status, ["open", "failed"])))
    .returning();
  return row;
}

export async function findInvoiceStatus(db: Db, invoiceId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.status;
}

/** A failed payment marks an open invoice failed; a paid one is never moved back. */
export async function markInvoiceFailed(db: Db, invoiceId: number): Promise<void> {
  await db
    .update(invoices)
    .set({ status: "failed", updatedAt: sql`now()` })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "open")));
}

export function listInvoiceItems(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(invoiceItems.itemType, invoiceItems.productName, invoiceItems.styleName);
}

/**
 * Closes the cart the invoice was made from: status 'ordered', so the customer's next request
 * gets a new empty cart (carts/resolve-cart). If it changed after the invoice was frozen (a
 * line added in another tab), only the bought lines leave it and it stays open.
 */
export async function closeOrderedCart(db: Db, invoice: InvoiceRow): Promise<void> {
  if (!invoice.cartId) return;
  const closed = await db
    .update(carts)
    .set({ status: "ordered", version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(carts.id, invoice.cartId),
        eq(carts.status, "open"),
        eq(carts.version, invoice.cartVersion ?? -1),
      ),
    )
    .returning({ id: carts.id });
  if (closed.length > 0) return;
  // The cart row first, as every cart change locks it (carts/resolve-cart): taking the lines'
  // locks before the cart's could deadlock with a change to the same cart.
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(carts.id, invoice.cartId), eq(carts.status, "open")));
  const bought = await listInvoiceItems(db, invoice.id);
  for (const item of bought) {
    await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.cartId, invoice.cartId),
          eq(cartItems.productId, item.productId),
          eq(cartItems.lineKey, lineKeyOf(item)),
        ),
      );
  }
}
