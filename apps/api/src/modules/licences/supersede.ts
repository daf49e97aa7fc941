import type { Db } from "../../platform/db/database";
import type { Logger } from "../../platform/logging/logger";
import { type InvoiceItemRow, type InvoiceRow, supersedeLicences } from "../invoices";

/**
 * After an upgrade is paid, the licences it replaced are superseded by its invoice (DESIGN 4.10):
 * their downloads give way to the new licence's, and they cannot be upgraded again. The old
 * invoices themselves never change. A licence another paid upgrade superseded first (two
 * finalised upgrades of one licence, both paid) keeps that one, and a person is told.
 */
export async function supersedeReplacedLicences(
  tx: Db,
  logger: Logger,
  invoice: InvoiceRow,
  bought: readonly InvoiceItemRow[],
): Promise<void> {
  for (const item of bought) {
    const replaces = item.upgrade?.replaces ?? [];
    const marked = await supersedeLicences(tx, replaces, invoice.id);
    if (marked.length < replaces.length) {
      logger.error(
        { invoiceId: invoice.id, itemId: item.id, replaces, marked },
        "an upgrade was paid for licences superseded already; a refund of the difference may be due",
      );
    }
  }
}
