import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allWorkCategories: NonNullable<QueryResolvers["allWorkCategories"]> = (
  _,
  __,
  { view },
) => view.store.studio.workCategories;
