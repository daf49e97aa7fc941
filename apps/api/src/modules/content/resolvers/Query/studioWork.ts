import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const studioWork: NonNullable<QueryResolvers["studioWork"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.works, filter);
