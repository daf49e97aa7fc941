/**
 * The invoice tables behind a door
 */
export { invoicesOf } from "./invoices-service";
