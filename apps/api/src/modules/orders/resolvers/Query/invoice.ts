import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { accessibleInvoice } from "../../invoice-access";
import { invoiceSummary } from "../../invoice-view";

export const invoice: NonNullable<QueryResolvers["invoice"]> = async (_parent, args, ctx) => {
  const row = await accessibleInvoice(ctx, args.invoiceId, args.key);
  return row ? invoiceSummary(row) : null;
};
