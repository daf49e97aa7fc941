import "server-only";
import { FontBySlugDocument, type FontDetailFragment } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

/**
 * A retail font with everything its page shows (spec 2.12), once per request (the page and its
 * metadata both ask); null for an unknown slug or a font that belongs to another section.
 */
export const getFont = cache(async (slug: string): Promise<FontDetailFragment | null> => {
  const { font } = await readContent(FontBySlugDocument, { slug });
  if (!font || font.playground || font.collaboration) return null;
  return font;
});
