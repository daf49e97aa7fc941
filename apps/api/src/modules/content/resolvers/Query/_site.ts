import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const _site: NonNullable<QueryResolvers["_site"]> = (_, __, { view, revision }) => ({
  builtAt: view.store.builtAt,
  revision,
  environment: view.environment,
});
