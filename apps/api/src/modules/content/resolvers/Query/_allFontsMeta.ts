import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { filterFonts } from "../../content-lists";

export const _allFontsMeta: NonNullable<QueryResolvers["_allFontsMeta"]> = (
  _,
  { filter },
  { view },
) => ({ count: filterFonts(view, filter).length });
