import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/database";
import { invoiceItems, invoices } from "../db/schema";

export type InvoiceItemRow = typeof invoiceItems.$inferSelect;

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

/** The font lines of a customer's paid invoices: what they may download. */
export function listPaidFontLines(db: Db, userId: string) {
  return db
    .select({ item: invoiceItems, paidAt: invoices.paidAt })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.userId, userId),
        eq(invoices.status, "paid"),
        inArray(invoiceItems.itemType, ["family", "style"]),
      ),
    )
    .orderBy(desc(invoices.paidAt), invoiceItems.productName, invoiceItems.styleName);
}

/** One line of one paid invoice of this customer, or nothing: the download's only question. */
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
      ),
    );
  return row;
}
