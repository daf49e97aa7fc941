import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { createInvoice as createInvoiceService } from "../../create-invoice";

export const createInvoice: NonNullable<MutationResolvers["createInvoice"]> = (
  _parent,
  args,
  ctx,
) => createInvoiceService(ctx, args);
