/** Invoice numbers read MER-2026-000123 (DESIGN 4.7): the year, then its running count. */
export const INVOICE_NUMBER_PREFIX = "MER";

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, "0")}`;
}
