import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { fullInvoiceView } from "../../invoice-view";
import { accessibleInvoice, itemsOfInvoices } from "../../orders-service";
import { ordersDeps } from "../orders-deps";

export const fullInvoice: NonNullable<QueryResolvers["fullInvoice"]> = async (
  _parent,
  args,
  ctx,
) => {
  const deps = ordersDeps(ctx);
  const row = await accessibleInvoice(deps, args.invoiceId, args.key);
  return row ? fullInvoiceView(row, await itemsOfInvoices(deps, [row.id])) : null;
};
