import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { invoiceSummary } from "../../invoice-view";
import { accessibleInvoice } from "../../orders-service";
import { ordersDeps } from "../orders-deps";

export const invoice: NonNullable<QueryResolvers["invoice"]> = async (_parent, args, ctx) => {
  const row = await accessibleInvoice(ordersDeps(ctx), args.invoiceId, args.key);
  return row ? invoiceSummary(row) : null;
};
