import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { paginate } from "../../collection";

export const allCollaborationFonts: NonNullable<QueryResolvers["allCollaborationFonts"]> = (
  _,
  { first, skip },
  { view },
) =>
  paginate(
    view.fonts.filter((font) => font.collaboration && !font.hidden),
    first,
    skip,
  );
