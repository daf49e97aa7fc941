import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allClassifications: NonNullable<QueryResolvers["allClassifications"]> = (
  _,
  __,
  { view },
) => view.store.classifications;
