/**
 * Invoices behind one service: drafts, numbers, payment, discount-code uses, guest keys
 *
 * Checkout, payments, orders, licences and downloads all work on invoices; they do it through
 * what this file names, never through invoices-repository.ts.
 */
export { CHECKOUT_COOKIE, CHECKOUT_COOKIE_MAX_AGE, guestInvoiceKey } from "./guest-key";
export { customerOf, type InvoiceCustomer } from "./invoice-customer";
export {
  assignGuestKey,
  countCodeUses,
  deleteStaleDrafts,
  findFinalisedInvoice,
  findInvoice,
  findInvoiceStatus,
  findPaidFontLine,
  findPaidLine,
  type InvoiceItemRow,
  type InvoiceRow,
  insertDraftInvoice,
  isInvoiceOf,
  issueInvoice,
  listCustomerInvoices,
  listItemsOfInvoices,
  listLicenceLines,
  listPaidFontLines,
  markInvoiceFailed,
  type NewInvoice,
  type NewInvoiceItem,
  openDraftInvoice,
  payInvoice,
  reserveCodeUse,
  selectFontsLicensed,
  supersedeLicences,
} from "./invoices-service";
