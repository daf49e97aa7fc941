import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { filterFontsInUse } from "../../content-lists";

export const _allFontsInUseMeta: NonNullable<QueryResolvers["_allFontsInUseMeta"]> = (
  _,
  { filter },
  { view },
) => ({
  count: filterFontsInUse(view, filter).length,
});
