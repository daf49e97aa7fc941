import type { QueryResolvers } from "../../../../generated/shop-resolvers";
import { downloadsOf } from "../../download-list";

export const downloads: NonNullable<QueryResolvers["downloads"]> = (_parent, _args, ctx) =>
  downloadsOf(ctx);
