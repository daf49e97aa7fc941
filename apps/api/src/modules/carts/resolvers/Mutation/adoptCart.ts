import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { adoptCart as run } from "../../cart-service";

export const adoptCart: NonNullable<MutationResolvers["adoptCart"]> = (_parent, args, ctx) =>
  cartPayload(ctx, run(ctx, args));
