import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";
import { filterFonts, sortFonts } from "../../content-lists";

export const allFonts: NonNullable<QueryResolvers["allFonts"]> = (
  _,
  { filter, orderBy, first, skip },
  { view },
) => paginate(sortFonts(filterFonts(view, filter), orderBy), first, skip);
