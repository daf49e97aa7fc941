import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allOpentypeFeatures: NonNullable<QueryResolvers["allOpentypeFeatures"]> = (
  _,
  __,
  { view },
) => view.store.opentypeFeatures;
