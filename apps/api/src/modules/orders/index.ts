/**
 * Invoices and downloads of a customer, PDF invoices, confirmation mail
 */
export { createInvoicePdfRoute } from "./invoice-pdf-route";
export { queueOrderConfirmation, registerOrderJobs } from "./order-confirmation-mail";
