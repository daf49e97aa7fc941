import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { createInvoice as createInvoiceService } from "../../checkout-service";
import { checkoutDeps } from "../checkout-deps";

export const createInvoice: NonNullable<MutationResolvers["createInvoice"]> = (
  _parent,
  args,
  ctx,
) => createInvoiceService(checkoutDeps(ctx), args);
