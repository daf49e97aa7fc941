import type { QueryResolvers } from "../../../../generated/content-resolvers";
import { filterFonts } from "../../content-lists";

export const font: NonNullable<QueryResolvers["font"]> = (_, { filter }, { view }) =>
  filterFonts(view, filter)[0] ?? null;
