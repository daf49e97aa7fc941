import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const siteSetup: NonNullable<QueryResolvers["siteSetup"]> = (_, __, { view }) =>
  view.store.site;
