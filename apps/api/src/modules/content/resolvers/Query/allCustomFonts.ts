import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allCustomFonts: NonNullable<QueryResolvers["allCustomFonts"]> = (
  _,
  { first, skip },
  { view },
) => paginate(view.customFonts, first, skip);
