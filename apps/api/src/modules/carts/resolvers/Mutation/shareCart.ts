import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { cartPayload } from "../../cart-payload";
import { shareCart as run } from "../../cart-service";

export const shareCart: NonNullable<MutationResolvers["shareCart"]> = (_parent, _args, ctx) =>
  cartPayload(ctx, run(ctx));
