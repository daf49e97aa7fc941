import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { adoptCart as run } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const adoptCart: NonNullable<MutationResolvers["adoptCart"]> = (_parent, args, ctx) =>
  cartPayload(ctx, run(cartDeps(ctx), args));
