import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const modifiedFont: NonNullable<QueryResolvers["modifiedFont"]> = (
  _,
  { filter },
  { view },
) => findBySlugFilter(view.modifiedFonts, filter);
