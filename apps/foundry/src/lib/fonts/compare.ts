/**
 * /compare's state (issue 19): two to four fonts side by side in one text and size, each in
 * its own style and axis values — all in the URL, so a comparison can be reloaded and sent on.
 * `fonts=a,b,c` names the fonts in order; the shared text and size sit under the key `all`,
 * each column's style and axes under `c1`…`c4`, in the testers' link format.
 *
 * 'Compare' on a font page or in the library adds its font to the visitor's open comparison
 * (issue 40): the one /compare showed last, kept in the browser (compare-store.ts).
 */
import {
  decodeTesterState,
  encodeTesterState,
  type QueryInput,
  SIZE_RANGE,
} from "@meridian/ui/tester-state";
import type { TesterStyleData } from "./tester";

export const COMPARE_MAX = 4;
export const COMPARE_TEXT = "Sphinx of black quartz, judge my vow";
export const COMPARE_SIZE = 64;
/** The compare page's own size range: columns are a quarter of the page at most. */
export const COMPARE_SIZE_MAX = 240;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CompareColumn {
  slug: string;
  style: string;
  axes?: Record<string, number>;
}

export interface CompareState {
  text: string;
  size: number;
  columns: CompareColumn[];
}

/** What a column's font offers: its styles (variable ones with axes) and the style it opens on. */
export interface CompareFont {
  slug: string;
  styles: readonly TesterStyleData[];
  defaultStyle: string;
}

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

/** The comparison a query gives for the fonts found, in the order the query named them. */
export function readCompare(query: QueryInput, fonts: readonly CompareFont[]): CompareState {
  const shared = decodeTesterState(query, "all", { styles: [], features: [], style: "" });
  return {
    text: shared.text ?? COMPARE_TEXT,
    size: Math.min(shared.size ?? COMPARE_SIZE, COMPARE_SIZE_MAX),
    columns: fonts.map((font, index) => {
      const column = decodeTesterState(query, `c${index + 1}`, {
        styles: font.styles,
        features: [],
        style: font.defaultStyle,
      });
      return {
        slug: font.slug,
        style: column.style ?? font.defaultStyle,
        ...(column.axes ? { axes: column.axes } : {}),
      };
    }),
  };
}

/** The query for a comparison: `fonts=…&all.size=…&all.text=…&c1.style=…`. */
export function compareQuery(state: CompareState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.columns.length) params.set("fonts", state.columns.map((c) => c.slug).join(","));
  const shared = encodeTesterState("all", {
    size: Math.max(SIZE_RANGE.min, Math.min(state.size, COMPARE_SIZE_MAX)),
    text: state.text,
  });
  state.columns.forEach((column, index) => {
    for (const [name, value] of encodeTesterState(`c${index + 1}`, {
      style: column.style,
      ...(column.axes ? { axes: column.axes } : {}),
    })) {
      params.set(name, value);
    }
  });
  for (const [name, value] of shared) params.set(name, value);
  return params;
}

export function compareHref(state: CompareState): string {
  return comparePath(compareQuery(state));
}

export function comparePath(query: URLSearchParams): string {
  const text = query.toString();
  return text ? `/compare?${text}` : "/compare";
}
