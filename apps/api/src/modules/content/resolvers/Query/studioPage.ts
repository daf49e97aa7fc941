import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const studioPage: NonNullable<QueryResolvers["studioPage"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.studioPages, filter);
