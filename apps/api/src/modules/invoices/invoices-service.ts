import type { Db } from "../../platform/db/database";
import { guestInvoiceKey, hashInvoiceKey, invoiceKeyMatches } from "./guest-key";
import { formatInvoiceNumber } from "./invoice-number";
import {
  type InvoiceItemRow,
  type InvoiceRow,
  insertInvoiceItems,
  listInvoiceItems,
  markInvoicePaid,
  type NewInvoiceItem,
  nextInvoiceSequence,
  recordCodeUse,
  setGuestKeyHash,
  setInvoiceNumber,
} from "./invoices-repository";

/*
 * What other modules do with invoices: checkout drafts, opens and issues them, payments pays or
 * fails them, orders and downloads read them, licences reads and supersedes their font lines,
 * housekeeping deletes stale drafts. The tables stay behind invoices-repository.ts, which only
 * this module reads.
 */

export type {
  InvoiceItemRow,
  InvoiceRow,
  NewInvoice,
  NewInvoiceItem,
} from "./invoices-repository";
/** Reads and single statements others use as the repository words them. */
export {
  countCodeUses,
  deleteStaleDrafts,
  findFinalisedInvoice,
  findInvoice,
  findInvoiceStatus,
  findPaidFontLine,
  findPaidLine,
  insertDraftInvoice,
  listCustomerInvoices,
  listItemsOfInvoices,
  listLicenceLines,
  listPaidFontLines,
  markInvoiceFailed,
  openDraftInvoice,
  reserveCodeUse,
  selectFontsLicensed,
  supersedeLicences,
} from "./invoices-repository";

/**
 * Gives a guest's draft its key (guest-key.ts): the invoice keeps only the key's hash, and the
 * key, returned, goes to the guest in the checkout cookie.
 */
export async function assignGuestKey(tx: Db, secret: string, invoiceId: number): Promise<string> {
  const key = guestInvoiceKey(secret, invoiceId);
  await setGuestKeyHash(tx, invoiceId, hashInvoiceKey(key));
  return key;
}

/**
 * Whether an invoice is the caller's: a customer's invoice is its customer's, a guest's is
 * whoever holds its key (compared in constant time). Anything else is answered like an invoice
 * that does not exist.
 */
export function isInvoiceOf(
  invoice: Pick<InvoiceRow, "userId" | "guestKeyHash">,
  caller: { userId: string | null | undefined; guestKey: string | null | undefined },
): boolean {
  if (invoice.userId) return invoice.userId === caller.userId;
  return invoiceKeyMatches(caller.guestKey, invoice.guestKeyHash);
}

/**
 * Issues an opened invoice: the year's next number (MER-2026-000123) and its lines as charged.
 * Run it in the transaction that opened the draft, so a rollback gives the number back.
 */
export async function issueInvoice(
  tx: Db,
  invoiceId: number,
  items: NewInvoiceItem[],
): Promise<InvoiceRow> {
  const year = new Date().getUTCFullYear();
  const number = formatInvoiceNumber(year, await nextInvoiceSequence(tx, year));
  await insertInvoiceItems(tx, items);
  return setInvoiceNumber(tx, invoiceId, number);
}

/**
 * The invoice's side of a successful payment, exactly once: it is marked paid, the use of its
 * discount code noted (reserved at FinalizeInvoice; noted again for an invoice finalised before
 * reservations), and it is returned with its lines. Null when it was paid already, was never
 * finalised or is void: `findInvoiceStatus` then says which.
 */
export async function payInvoice(
  tx: Db,
  invoiceId: number,
  payment: { transactionId: string; cardLastFour: string | null; cardType: string | null },
): Promise<{ invoice: InvoiceRow; items: InvoiceItemRow[] } | null> {
  const invoice = await markInvoicePaid(tx, invoiceId, payment);
  if (!invoice) return null;
  if (invoice.discountCode) await recordCodeUse(tx, invoice.discountCode, invoice.id);
  return { invoice, items: await listInvoiceItems(tx, invoice.id) };
}
