import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const page: NonNullable<QueryResolvers["page"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.pages, filter);
