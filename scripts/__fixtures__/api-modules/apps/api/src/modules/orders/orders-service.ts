import { invoicesOf } from "../invoices";

export function customerInvoices(userId: string): string[] {
  return invoicesOf(userId);
}
