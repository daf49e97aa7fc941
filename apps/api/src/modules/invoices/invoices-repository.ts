import { and, count, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import {
  discountCodeUses,
  invoiceCounters,
  invoiceItems,
  invoices,
} from "../../platform/db/schema";

/*
 * The invoice tables (invoices, their items, the yearly counters, discount-code uses): the only
 * code that reads or writes them. Checkout drafts and finalises invoices, payments mark them
 * paid, orders list them and downloads check a paid line, all through here.
 */

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceItem = typeof invoiceItems.$inferInsert;
export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

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

/**
 * The uses of a discount code that count against its usage limit: those of invoices awaiting
 * payment or paid. The use of an invoice whose payment failed, or that was voided, is free
 * again (it counts once more if that invoice is paid after all).
 */
export async function countCodeUses(db: Db, code: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountCodeUses)
    .innerJoin(invoices, eq(invoices.id, discountCodeUses.invoiceId))
    .where(
      and(
        eq(discountCodeUses.code, canonicalCode(code)),
        inArray(invoices.status, ["open", "paid"]),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * Takes one use of a discount code for an invoice being finalised; false when the code is used
 * up. Reservations of one code wait for each other (a transaction-long lock on the code), so
 * the count they read stays true until their use is written and concurrent orders can never
 * take more uses than the limit allows. Must run in the finalising transaction: its end
 * releases the lock, and a rollback the use.
 */
export async function reserveCodeUse(
  tx: Db,
  code: string,
  invoiceId: number,
  usageLimit: number | undefined,
): Promise<boolean> {
  const key = canonicalCode(code);
  if (usageLimit !== undefined) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`discount-code:${key}`}, 0))`,
    );
    if ((await countCodeUses(tx, key)) >= usageLimit) return false;
  }
  await recordCodeUse(tx, key, invoiceId);
  return true;
}

/** Notes the invoice's use of a code; a second note of the same use changes nothing. */
export async function recordCodeUse(db: Db, code: string, invoiceId: number): Promise<void> {
  await db
    .insert(discountCodeUses)
    .values({ code: canonicalCode(code), invoiceId })
    .onConflictDoNothing();
}

/** Codes are configured in capitals and typed in any case. */
const canonicalCode = (code: string) => code.trim().toUpperCase();

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

/**
 * Previews nobody finalised, made longer than `olderThanSeconds` ago: guests' only (`guests`)
 * or everyone's. The number deleted.
 */
export async function deleteStaleDrafts(
  db: Db,
  olderThanSeconds: number,
  { guests = false } = {},
): Promise<number> {
  const deleted = await db
    .delete(invoices)
    .where(
      and(
        eq(invoices.status, "draft"),
        guests ? isNull(invoices.userId) : undefined,
        sql`${invoices.createdAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .returning({ id: invoices.id });
  return deleted.length;
}

/** A customer's invoices in their account list: paid and awaiting payment, newest first. */
export function listCustomerInvoices(db: Db, userId: string) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.userId, userId), inArray(invoices.status, ["paid", "open"])))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
}

/** A finalised invoice (any status but draft): previews are not invoices yet. */
export async function findFinalisedInvoice(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), ne(invoices.status, "draft")));
  return row;
}

export function listItemsOfInvoices(db: Db, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([] as InvoiceItemRow[]);
  return db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, invoiceIds))
    .orderBy(invoiceItems.itemType, invoiceItems.productName, invoiceItems.styleName);
}

/**
 * The licences of a customer's paid invoices they hold today: what they may download. One an
 * upgrade has superseded is left out; its successor delivers the same font at the new size.
 */
export function listPaidFontLines(db: Db, userId: string) {
  return db
    .select({ item: invoiceItems, paidAt: invoices.paidAt })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.status, "paid"),
        inArray(invoiceItems.itemType, ["family", "style", "upgrade"]),
        isNull(invoiceItems.supersededByInvoiceId),
      ),
    )
    .orderBy(desc(invoices.paidAt), invoiceItems.productName, invoiceItems.styleName);
}

/**
 * One licence of one paid invoice of this customer, not superseded by an upgrade, or nothing:
 * the download's only question.
 */
export async function findPaidLine(
  db: Db,
  line: { userId: string; invoiceId: number; itemId: string },
) {
  const [row] = await db
    .select({ item: invoiceItems, invoice: invoices })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoiceItems.id, line.itemId),
        eq(invoices.id, line.invoiceId),
        eq(invoices.userId, line.userId),
        eq(invoices.status, "paid"),
        isNull(invoiceItems.supersededByInvoiceId),
      ),
    );
  return row;
}

/**
 * A font line of a paid invoice, whoever's, current or replaced by an upgrade: what a licence
 * certificate's code names (licences/licence-verification).
 */
export async function findPaidFontLine(db: Db, itemId: string) {
  const [row] = await db
    .select({ item: invoiceItems, invoice: invoices })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoiceItems.id, itemId),
        eq(invoices.status, "paid"),
        ne(invoiceItems.itemType, "goods"),
      ),
    );
  return row;
}

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
 * The licences a customer has paid for (DESIGN 4.10): the font and upgrade lines of their paid
 * invoices, superseded ones included, with the invoice figures their net price is made from.
 */
export function listLicenceLines(db: Db, userId: string) {
  return db
    .select({
      item: invoiceItems,
      invoice: {
        number: invoices.number,
        currency: invoices.currency,
        subtotal: invoices.subtotal,
        shipping: invoices.shipping,
        tax: invoices.tax,
        total: invoices.total,
        paidAt: invoices.paidAt,
      },
    })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.status, "paid"),
        inArray(invoiceItems.itemType, ["family", "style", "upgrade"]),
      ),
    )
    .orderBy(desc(invoices.paidAt), invoiceItems.productName, invoiceItems.styleName);
}

/**
 * Marks the licences an upgrade replaced as superseded by its invoice, once: a licence already
 * superseded keeps its first successor. The ids of the licences marked now.
 */
export async function supersedeLicences(
  db: Db,
  licenceIds: readonly string[],
  invoiceId: number,
): Promise<string[]> {
  if (licenceIds.length === 0) return [];
  const marked = await db
    .update(invoiceItems)
    .set({ supersededByInvoiceId: invoiceId })
    .where(
      and(inArray(invoiceItems.id, [...licenceIds]), isNull(invoiceItems.supersededByInvoiceId)),
    )
    .returning({ id: invoiceItems.id });
  return marked.map((row) => row.id);
}

/** Of `fontIds`, those that some paid invoice licenses (a style, a family or an upgrade). */
export async function selectFontsLicensed(db: Db, fontIds: string[]): Promise<Set<string>> {
  if (fontIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ productId: invoiceItems.productId })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.status, "paid"),
        inArray(invoiceItems.productId, fontIds),
        inArray(invoiceItems.itemType, ["style", "family", "upgrade"]),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}
