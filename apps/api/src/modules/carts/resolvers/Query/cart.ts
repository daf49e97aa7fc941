import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { currentCart } from "../../cart-service";
import { cartView } from "../../cart-view";
import { cartDeps } from "../cart-deps";

export const cart: NonNullable<QueryResolvers["cart"]> = async (_parent, _args, ctx) =>
  cartView(ctx.store, await currentCart(cartDeps(ctx)));
