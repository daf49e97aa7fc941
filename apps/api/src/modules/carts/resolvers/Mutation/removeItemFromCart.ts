import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { removeItem } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const removeItemFromCart: NonNullable<MutationResolvers["removeItemFromCart"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, removeItem(cartDeps(ctx), args));
