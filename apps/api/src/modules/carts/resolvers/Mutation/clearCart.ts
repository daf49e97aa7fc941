import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { clearCart as run } from "../../cart-service";

export const clearCart: NonNullable<MutationResolvers["clearCart"]> = (_parent, _args, ctx) =>
  cartPayload(ctx, run(ctx));
