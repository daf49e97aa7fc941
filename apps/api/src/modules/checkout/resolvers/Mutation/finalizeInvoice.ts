import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { finalizeInvoice as finalizeInvoiceService } from "../../finalize-invoice";

export const finalizeInvoice: NonNullable<MutationResolvers["finalizeInvoice"]> = (
  _parent,
  args,
  ctx,
) => finalizeInvoiceService(ctx, args);
