import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";
import { filterFontsInUse } from "../../content-lists";

export const allFontsInUse: NonNullable<QueryResolvers["allFontsInUse"]> = (
  _,
  { filter, first, skip },
  { view },
) => paginate(filterFontsInUse(view, filter), first, skip);
