import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const _site: NonNullable<QueryResolvers["_site"]> = (_, __, { view }) => ({
  builtAt: view.store.builtAt,
  environment: view.environment,
});
