import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const studioSetup: NonNullable<QueryResolvers["studioSetup"]> = (_, __, { view }) =>
  view.store.studio.setup;
