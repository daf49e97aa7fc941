import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { listCustomerInvoices, listItemsOfInvoices } from "../../../invoices/invoices-repository";
import { invoiceListEntry } from "../../invoice-view";

export const invoices: NonNullable<QueryResolvers["invoices"]> = async (_parent, _args, ctx) => {
  const viewer = await ctx.viewer();
  if (!viewer) return [];
  const rows = await listCustomerInvoices(ctx.database.db, viewer.userId);
  const items = await listItemsOfInvoices(
    ctx.database.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    invoiceListEntry(
      row,
      items.filter((item) => item.invoiceId === row.id),
    ),
  );
};
