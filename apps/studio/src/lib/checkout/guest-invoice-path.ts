/** The guest's private invoice page (DESIGN 7.1), as the confirmation e-mail links it. */
export function guestInvoicePath(invoiceId: number | string, key: string): string {
  return `/invoice/${encodeURIComponent(String(invoiceId))}?key=${encodeURIComponent(key)}`;
}
