import type { QueryResolvers } from "../../../../generated/content-resolvers";

export const allFontsInUseCategories: NonNullable<QueryResolvers["allFontsInUseCategories"]> = (
  _,
  __,
  { view },
) => view.store.fontsInUseCategories;
