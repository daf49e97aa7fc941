import type { MutationResolvers } from "../../../../generated/shop-resolvers";
import { shareCart as run } from "../../cart-service";
import { cartDeps } from "../cart-deps";
import { cartPayload } from "../cart-payload";

export const shareCart: NonNullable<MutationResolvers["shareCart"]> = (_parent, _args, ctx) =>
  cartPayload(ctx, run(cartDeps(ctx)));
