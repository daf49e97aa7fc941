import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const product: NonNullable<QueryResolvers["product"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.products, filter);
