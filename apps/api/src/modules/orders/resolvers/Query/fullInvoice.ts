import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { listItemsOfInvoices } from "../../../invoices/invoices-repository";
import { accessibleInvoice } from "../../invoice-access";
import { fullInvoiceView } from "../../invoice-view";

export const fullInvoice: NonNullable<QueryResolvers["fullInvoice"]> = async (
  _parent,
  args,
  ctx,
) => {
  const row = await accessibleInvoice(ctx, args.invoiceId, args.key);
  return row ? fullInvoiceView(row, await listItemsOfInvoices(ctx.database.db, [row.id])) : null;
};
