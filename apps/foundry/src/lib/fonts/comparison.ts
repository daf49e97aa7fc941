/**
 * Which fonts a comparison holds, and what 'Compare' on a font page or in the library does to
 * them (issue 40): the font joins the visitor's open comparison — the one /compare showed last,
 * kept in the browser (compare-store.ts) — or opens it if it is there, or, with four there
 * already, takes the place of the one the visitor chooses. Kept apart from the rest of
 * /compare's state (compare.ts) so that the catalogue pages' 'Compare' carries only this.
 */
import type { QueryInput } from "@meridian/specimen/tester-state";

export const COMPARE_MAX = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fonts a query names: known-looking slugs, each once, at most four. */
export function compareSlugs(query: QueryInput): string[] {
  const value = query instanceof URLSearchParams ? query.get("fonts") : query.fonts;
  const raw = typeof value === "string" ? value : (value?.[0] ?? "");
  const slugs = raw.split(",").filter((slug) => SLUG.test(slug) && slug.length <= 80);
  return [...new Set(slugs)].slice(0, COMPARE_MAX);
}

/**
 * The font a catalogue page's 'Compare' adds (`add=slug`): the link as the server draws it,
 * for a click before the page's script runs, a new tab or no script at all. /compare resolves
 * it in the browser against the visitor's open comparison.
 */
export function addedSlug(query: QueryInput): string | null {
  const value = query instanceof URLSearchParams ? query.get("add") : query.add;
  const slug = typeof value === "string" ? value : (value?.[0] ?? "");
  return SLUG.test(slug) && slug.length <= 80 ? slug : null;
}

/** The link a catalogue page's 'Compare' carries in the server's HTML. */
export function compareAddHref(slug: string): string {
  return `/compare?add=${encodeURIComponent(slug)}`;
}

/** What 'Compare' on a font does to the visitor's open comparison (issue 40). */
export type CompareAddition =
  /** The font is in it already: the comparison opens as it is. */
  | { kind: "open"; slugs: string[] }
  /** The font joins it, last. */
  | { kind: "added"; slugs: string[] }
  /** It holds four already: the visitor chooses one to replace, or keeps it (`slugs`). */
  | { kind: "full"; slugs: string[] };

export function addToComparison(slugs: readonly string[], slug: string): CompareAddition {
  if (slugs.includes(slug)) return { kind: "open", slugs: [...slugs] };
  if (slugs.length >= COMPARE_MAX) return { kind: "full", slugs: [...slugs] };
  return { kind: "added", slugs: [...slugs, slug] };
}

/**
 * The comparison with `slug` in `replaced`'s column, the others where they were. Unchanged when
 * `replaced` is not in it or `slug` already is.
 */
export function replaceInComparison(
  slugs: readonly string[],
  replaced: string,
  slug: string,
): string[] {
  if (!slugs.includes(replaced) || slugs.includes(slug)) return [...slugs];
  return slugs.map((current) => (current === replaced ? slug : current));
}

/**
 * A comparison's query with `slugs` as its fonts, in that order: the shared text and size kept,
 * and each font that stays keeping its style and axes, under its new column's key.
 */
export function rearrangeCompareQuery(
  query: URLSearchParams,
  slugs: readonly string[],
): URLSearchParams {
  const before = compareSlugs(query);
  const params = new URLSearchParams();
  if (slugs.length) params.set("fonts", slugs.join(","));
  slugs.forEach((slug, index) => {
    const was = before.indexOf(slug);
    if (was === -1) return;
    const from = `c${was + 1}.`;
    for (const [name, value] of query) {
      if (name.startsWith(from)) params.set(`c${index + 1}.${name.slice(from.length)}`, value);
    }
  });
  for (const [name, value] of query) if (name.startsWith("all.")) params.set(name, value);
  return params;
}

export function comparePath(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `/compare?${text}` : "/compare";
}
