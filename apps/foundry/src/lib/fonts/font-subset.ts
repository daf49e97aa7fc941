import { fontFileName } from "@meridian/ui/font-url";

/** The API cuts subsets of at most this many characters (DESIGN 5.3). */
export const MAX_SUBSET_CHARACTERS = 200;

export interface SubsetInput {
  familySlug: string;
  fontName: string;
  styleName: string;
  /** The style's `_updatedAt`: part of the URL, so a changed font is never served stale. */
  updatedAt: string;
  /** The text the subset must set. */
  text: string;
}

/** The distinct characters of a text, sorted, so equal sets share one cached subset. */
export function subsetCharacters(text: string): string {
  return [...new Set(text)].sort().join("");
}

/**
 * A same-origin `/font-subset.woff2` URL (spec 7.4) holding only the glyphs a text needs: a
 * font name at display size costs a few kilobytes instead of the whole file. Null when the text
 * has too many distinct characters for a subset.
 */
export function fontSubsetUrl({
  familySlug,
  fontName,
  styleName,
  updatedAt,
  text,
}: SubsetInput): string | null {
  const characters = subsetCharacters(text);
  if (!characters || [...characters].length > MAX_SUBSET_CHARACTERS) return null;
  const params = new URLSearchParams({
    font_path: `${familySlug}/${fontFileName(fontName, styleName).replace(/\.woff2$/, "")}`,
    text: characters,
    published_at: String(Date.parse(updatedAt) || updatedAt),
  });
  return `/font-subset.woff2?${params}`;
}

/**
 * The CSS family a subset is registered under: the style's own family name plus a short hash of
 * the characters, so a subset never stands in for the whole font where a page loads that too.
 */
export function subsetFamilyName(fontFamily: string, text: string): string {
  let hash = 5381;
  for (const character of subsetCharacters(text)) {
    hash = ((hash * 33) ^ character.codePointAt(0)!) >>> 0;
  }
  return `${fontFamily} ${hash.toString(36)}`;
}
