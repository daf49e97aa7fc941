import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { invoicePdfUrl } from "../../invoice-pdf-link";
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
  if (!row) return null;
  return {
    ...fullInvoiceView(row, await itemsOfInvoices(deps, [row.id])),
    pdfUrl: await invoicePdfUrl(deps.env, row.id),
  };
};
