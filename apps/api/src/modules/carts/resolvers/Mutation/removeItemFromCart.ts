import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { removeItem } from "../../cart-service";

export const removeItemFromCart: NonNullable<MutationResolvers["removeItemFromCart"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, removeItem(ctx, args));
