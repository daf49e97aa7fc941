export function selectInvoices(userId: string): string[] {
  return [`invoice of ${userId}`];
}
