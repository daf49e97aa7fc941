import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { invoiceListEntry } from "../../invoice-view";
import { customerInvoices } from "../../orders-service";
import { ordersDeps } from "../orders-deps";

export const invoices: NonNullable<QueryResolvers["invoices"]> = async (_parent, _args, ctx) =>
  (await customerInvoices(ordersDeps(ctx))).map(({ row, items }) => invoiceListEntry(row, items));
