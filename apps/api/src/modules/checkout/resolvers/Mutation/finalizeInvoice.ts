import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { finalizeInvoice as finalizeInvoiceService } from "../../checkout-service";
import { checkoutDeps } from "../checkout-deps";

export const finalizeInvoice: NonNullable<MutationResolvers["finalizeInvoice"]> = (
  _parent,
  args,
  ctx,
) => finalizeInvoiceService(checkoutDeps(ctx), args);
