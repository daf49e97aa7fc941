import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { findBySlugFilter } from "../../collection";

export const collaborationFont: NonNullable<QueryResolvers["collaborationFont"]> = (
  _,
  { filter },
  { view },
) =>
  findBySlugFilter(
    view.fonts.filter((font) => font.collaboration),
    filter,
  );
