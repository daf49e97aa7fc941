import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { clearCart as run } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const clearCart: NonNullable<MutationResolvers["clearCart"]> = (_parent, _args, ctx) =>
  cartPayload(ctx, run(cartDeps(ctx)));
