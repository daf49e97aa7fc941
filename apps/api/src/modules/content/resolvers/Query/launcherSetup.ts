import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const launcherSetup: NonNullable<QueryResolvers["launcherSetup"]> = (_, __, { view }) =>
  view.store.launcher;
