import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { updateCurrency as run } from "../../cart-service";

export const updateCurrency: NonNullable<MutationResolvers["updateCurrency"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, run(ctx, args));
