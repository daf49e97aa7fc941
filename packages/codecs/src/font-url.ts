/**
 * The one place font file URLs are built (spec 7.4, DESIGN 7.1). The content build writes files
 * under the same names and the API parses the same shape.
 *
 *   {host}/fonts/{family}/{NameNoSpaces}-{StyleNoSpaces}.woff2?subset={subset}&v={updatedAt}
 */

/** `{NameNoSpaces}-{StyleNoSpaces}.woff2`, e.g. ('Source Serif 4', 'Semibold Italic') → 'SourceSerif4-SemiboldItalic.woff2'. */
export function fontFileName(fontName: string, styleName: string): string {
  return `${stripSpaces(fontName)}-${stripSpaces(styleName)}.woff2`;
}

/** The path of a style's web font under the API host: `/fonts/{family}/{file}`. */
export function fontFilePath(familySlug: string, fontName: string, styleName: string): string {
  return `/fonts/${familySlug}/${fontFileName(fontName, styleName)}`;
}

export interface FontUrlInput {
  /** Where the API serves fonts, e.g. 'http://localhost:4000'; '' for a same-origin path. */
  host: string;
  familySlug: string;
  fontName: string;
  styleName: string;
  /** A named subset of the file ('latin'); the whole font when absent. */
  subset?: string;
  /** The style's `_updatedAt`: part of the URL so a changed font is never served from a stale cache. */
  updatedAt: string;
}

export function fontUrl(input: FontUrlInput): string {
  const params = new URLSearchParams();
  if (input.subset) params.set("subset", input.subset);
  params.set("v", String(Date.parse(input.updatedAt) || input.updatedAt));
  return `${input.host}${fontFilePath(input.familySlug, input.fontName, input.styleName)}?${params}`;
}

/** Parses `/fonts/{family}/{file}.woff2` back into its parts; null for anything else. */
export function parseFontFilePath(
  pathname: string,
): { familySlug: string; fileName: string } | null {
  const match = /^\/fonts\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([A-Za-z0-9._-]+\.woff2)$/.exec(pathname);
  if (!match || match[2]?.includes("..")) return null;
  return { familySlug: match[1]!, fileName: match[2]! };
}

/** The API cuts subsets of at most this many characters (DESIGN 5.3). */
export const MAX_SUBSET_CHARACTERS = 200;

export interface FontSubsetInput {
  /** Where the API serves subsets ('' for the same origin). */
  host?: string;
  familySlug: string;
  fontName: string;
  styleName: string;
  /** The style's `_updatedAt`: part of the URL, so a changed font is never served stale. */
  updatedAt: string;
  /** The text the subset must set. */
  text: string;
  /**
   * Variation axes to fix, by tag, for text set at exactly these values (a tester's opening
   * setting): the subset is then a static instance, a fraction of the variable glyphs' size.
   * `"normal"` fixes what a browser draws at normal weight, width and style with no
   * font-variation-settings (optical size still follows the font size): a variable style's
   * default look, as a name is set.
   */
  axes?: Readonly<Record<string, number>> | "normal";
}

/**
 * An axis position to a tenth: as a tester sets it, as subset URLs name it and as the API keys
 * its cut files, so the three always agree.
 */
export function roundAxisValue(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Axis values as the `axes` parameter: `opsz:20,wght:400`, tags sorted. */
export function subsetAxesParam(axes: Readonly<Record<string, number>>): string {
  return Object.entries(axes)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([tag, value]) => `${tag}:${roundAxisValue(value)}`)
    .join(",");
}

/** The distinct characters of a text, sorted, so equal sets share one cached subset. */
export function subsetCharacters(text: string): string {
  return [...new Set(text)].sort().join("");
}

/**
 * A `/font-subset.woff2` URL (spec 7.4: font_path, text, published_at) holding only the glyphs
 * a text needs: a font name at display size, or a tester's opening text, costs a few kilobytes
 * instead of the whole file. Null when the text has no characters or too many for a subset.
 */
export function fontSubsetUrl({
  host = "",
  familySlug,
  fontName,
  styleName,
  updatedAt,
  text,
  axes,
}: FontSubsetInput): string | null {
  const characters = subsetCharacters(text);
  if (!characters || [...characters].length > MAX_SUBSET_CHARACTERS) return null;
  const params = new URLSearchParams({
    font_path: `${familySlug}/${fontFileName(fontName, styleName).replace(/\.woff2$/, "")}`,
    text: characters,
    published_at: String(Date.parse(updatedAt) || updatedAt),
  });
  if (axes === "normal") params.set("axes", axes);
  else if (axes && Object.keys(axes).length > 0) params.set("axes", subsetAxesParam(axes));
  return `${host}/font-subset.woff2?${params}`;
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

function stripSpaces(value: string): string {
  return value.replace(/\s+/g, "");
}

/**
 * The query parameter of a draft's font file URL (the content service's `preview`): a signature
 * of its path, without which the API serves only published fonts.
 */
export const PREVIEW_PARAM = "preview";
