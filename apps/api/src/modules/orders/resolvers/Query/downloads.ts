import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { downloadsOf } from "../../orders-service";
import { ordersDeps } from "../orders-deps";

export const downloads: NonNullable<QueryResolvers["downloads"]> = (_parent, _args, ctx) =>
  downloadsOf(ordersDeps(ctx));
