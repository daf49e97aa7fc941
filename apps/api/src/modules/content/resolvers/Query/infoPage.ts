import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const infoPage: NonNullable<QueryResolvers["infoPage"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.infoPages, filter);
