import { customerInvoices } from "../modules/orders";

export const routes = { invoices: customerInvoices };
