import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const playgroundFont: NonNullable<QueryResolvers["playgroundFont"]> = (
  _,
  { filter },
  { view },
) =>
  findBySlugFilter(
    view.fonts.filter((font) => font.playground),
    filter,
  );
