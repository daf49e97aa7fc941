import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { buyingOptionsOf } from "../../buying-options";

export const buyingOptions: NonNullable<QueryResolvers["buyingOptions"]> = (
  _parent,
  { fontId },
  ctx,
) => buyingOptionsOf(ctx.store, fontId);
