/**
 * One font of the search index (spec 2.4, 7.3) as the browser receives it: only what matching,
 * grouping and drawing a result need. The content token stays on the server (DESIGN 7.1), so
 * the route handler builds these from the content service's font search.
 */

/** The result groups of spec 2.4, in the order they are shown. */
export const SEARCH_GROUPS = ["retail", "collaboration", "playground"] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export interface SearchEntry {
  name: string;
  designer: string;
  /** The classification's name, e.g. 'Sans Serif'. */
  classification: string;
  group: SearchGroup;
  /** The font's page: /fonts/{slug}, /playground/{slug} or /{collaboration-prefix}/{slug}. */
  href: string;
  styleCount: number;
  /** `font_path` of /font-subset.woff2 for the style the name is set in: {family}/{Name}-{Style}. */
  fontPath: string;
  /** That style's update time, sent as `published_at` so a changed font is never served stale. */
  publishedAt: string;
}

/** The fields of the content service's FontSearch that an entry is made from. */
export interface SearchSourceFont {
  name: string;
  slug: string;
  designer: string;
  playground: boolean;
  collaboration: boolean;
  classification: { name: string };
  initialStyle: string;
  styles: ReadonlyArray<{ name: string; _updatedAt: string }>;
}

export function searchGroupOf(font: Pick<SearchSourceFont, "playground" | "collaboration">) {
  if (font.playground) return "playground";
  if (font.collaboration) return "collaboration";
  return "retail";
}

/** Where a font's page lives; the collaboration prefix is configuration (site setup). */
export function fontHref(slug: string, group: SearchGroup, collaborationPrefix: string): string {
  if (group === "playground") return `/playground/${slug}`;
  if (group === "collaboration") return `/${collaborationPrefix}/${slug}`;
  return `/fonts/${slug}`;
}

/**
 * `{family}/{NameNoSpaces}-{StyleNoSpaces}`: the shape the API resolves (apps/api delivery,
 * the font file name without `.woff2`).
 */
export function subsetFontPath(slug: string, fontName: string, styleName: string): string {
  const strip = (value: string) => value.replace(/\s+/g, "");
  return `${slug}/${strip(fontName)}-${strip(styleName)}`;
}

/**
 * The entry for one font, or null for a font without styles (nothing to draw its name in).
 * The name is set in the font's initial style, or its first style when the initial style names
 * none of them (spec 5 "Font data").
 */
export function searchEntryFromFont(
  font: SearchSourceFont,
  collaborationPrefix: string,
): SearchEntry | null {
  const style =
    font.styles.find((candidate) => candidate.name === font.initialStyle) ?? font.styles[0];
  if (!style) return null;
  const group = searchGroupOf(font);
  return {
    name: font.name,
    designer: font.designer,
    classification: font.classification.name,
    group,
    href: fontHref(font.slug, group, collaborationPrefix),
    styleCount: font.styles.length,
    fontPath: subsetFontPath(font.slug, font.name, style.name),
    publishedAt: style._updatedAt,
  };
}
