import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { addItem } from "../../cart-service";

export const addItemToCart: NonNullable<MutationResolvers["addItemToCart"]> = (
  _parent,
  args,
  ctx,
) => cartPayload(ctx, addItem(ctx, args));
