import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allStudioPages: NonNullable<QueryResolvers["allStudioPages"]> = (_, __, { view }) =>
  view.studioPages;
