import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { discountCodeUses, invoiceCounters, invoiceItems, invoices } from "../db/schema";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceItem = typeof invoiceItems.$inferInsert;

export async function insertDraftInvoice(db: Db, draft: NewInvoice): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values({ ...draft, status: "draft" })
    .returning();
  if (!row) throw new Error("inserting an invoice returned no row");
  return row;
}

export async function setGuestKeyHash(db: Db, invoiceId: number, guestKeyHash: string) {
  await db.update(invoices).set({ guestKeyHash }).where(eq(invoices.id, invoiceId));
}

export async function findInvoice(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** Paid orders that used a discount code: its usage limit counts these. */
export async function countCodeUses(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountCodeUses)
    .where(eq(sql`upper(${discountCodeUses.code})`, code.trim().toUpperCase()));
  return row?.uses ?? 0;
}

/**
 * Moves a draft to open with its final figures; undefined when it is no longer a draft (a
 * concurrent FinalizeInvoice got there first), so only one call ever numbers and freezes it.
 */
export async function openDraftInvoice(
  db: Db,
  id: number,
  changes: Partial<NewInvoice>,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ ...changes, status: "open", updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.status, "draft")))
    .returning();
  return row;
}

/** The next number of the year, in one statement: concurrent callers never share one. */
export async function nextInvoiceSequence(db: Db, year: number): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("the invoice counter returned no row");
  return row.last;
}

export async function setInvoiceNumber(db: Db, id: number, number: string): Promise<InvoiceRow> {
  const [row] = await db.update(invoices).set({ number }).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error(`invoice ${id} vanished while it was numbered`);
  return row;
}

export async function insertInvoiceItems(db: Db, items: NewInvoiceItem[]): Promise<void> {
  if (items.length > 0) await db.insert(invoiceItems).values(items);
}

/** Previews nobody finalised; housekeeping removes them after a while. */
export async function deleteStaleDrafts(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .delete(invoices)
    .where(
      and(
        eq(invoices.status, "draft"),
        sql`${invoices.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    );
}
