/**
 * A customer's invoices
 */
export { customerInvoices } from "./orders-service";
