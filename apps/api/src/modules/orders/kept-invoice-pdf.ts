import type { BuiltStore } from "@meridian/content/store";
import type { Env } from "../../env";
import { storeFilesDir } from "../../platform/content/store-files";
import type { Db } from "../../platform/db/database";
import { documentFaces } from "../documents";
import { type InvoiceRow, listItemsOfInvoices } from "../invoices";
import { invoicePdf } from "./invoice-pdf";
import { findInvoicePdf, saveInvoicePdf } from "./invoice-pdfs-repository";
import { invoiceSeller, printedInvoice } from "./printed-invoice";

export interface KeptInvoicePdfDeps {
  db: Db;
  env: Env;
  store: BuiltStore;
}

/** The file name a finalised invoice's PDF is given, in a download and as an attachment. */
export const invoicePdfName = (invoice: Pick<InvoiceRow, "number" | "id">): string =>
  `Invoice ${invoice.number ?? invoice.id}.pdf`;

/**
 * The PDF of a finalised invoice (ADR 0022), for the download route and the order confirmation's
 * attachment alike: made on first request and kept in PostgreSQL until the invoice changes.
 */
export async function keptInvoicePdf(
  deps: KeptInvoicePdfDeps,
  invoice: InvoiceRow,
): Promise<Uint8Array> {
  const version = `${invoice.status}:${invoice.updatedAt.toISOString()}`;
  const kept = await findInvoicePdf(deps.db, invoice.id, version);
  if (kept) return kept;
  const items = await listItemsOfInvoices(deps.db, [invoice.id]);
  const faces = await documentFaces(deps.store, storeFilesDir(deps.store));
  const pdf = await invoicePdf(printedInvoice(invoice, items), invoiceSeller(deps.store), faces);
  await saveInvoicePdf(deps.db, { invoiceId: invoice.id, version, pdf });
  return pdf;
}
