import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allModifiedFonts: NonNullable<QueryResolvers["allModifiedFonts"]> = (
  _,
  { first, skip },
  { view },
) => paginate(view.modifiedFonts, first, skip);
