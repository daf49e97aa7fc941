import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const customFont: NonNullable<QueryResolvers["customFont"]> = (_, { filter }, { view }) =>
  findBySlugFilter(view.customFonts, filter);
