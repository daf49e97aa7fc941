import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { updateCurrency as run } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const updateCurrency: NonNullable<MutationResolvers["updateCurrency"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, run(cartDeps(ctx), args));
