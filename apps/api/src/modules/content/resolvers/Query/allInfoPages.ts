import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allInfoPages: NonNullable<QueryResolvers["allInfoPages"]> = (_, __, { view }) =>
  view.infoPages;
