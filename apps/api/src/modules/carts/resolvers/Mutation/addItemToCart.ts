import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { addItem } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const addItemToCart: NonNullable<MutationResolvers["addItemToCart"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, addItem(cartDeps(ctx), args));
