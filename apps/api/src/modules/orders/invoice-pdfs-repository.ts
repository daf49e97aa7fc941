import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { invoicePdfs } from "../../platform/db/schema";

/** The kept PDF of an invoice, if it shows the invoice as it is (`version`). */
export async function findInvoicePdf(
  db: Db,
  invoiceId: number,
  version: string,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ version: invoicePdfs.version, pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, invoiceId));
  return row?.version === version ? row.pdf : null;
}

/** Keeps an invoice's PDF, replacing one of an earlier state. */
export async function saveInvoicePdf(
  db: Db,
  row: { invoiceId: number; version: string; pdf: Uint8Array },
): Promise<void> {
  await db
    .insert(invoicePdfs)
    .values(row)
    .onConflictDoUpdate({
      target: invoicePdfs.invoiceId,
      set: { version: row.version, pdf: row.pdf, createdAt: new Date() },
    });
}
