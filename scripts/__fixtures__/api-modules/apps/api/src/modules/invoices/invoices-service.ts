import { selectInvoices } from "./invoices-repository";

export function invoicesOf(userId: string): string[] {
  return selectInvoices(userId);
}
