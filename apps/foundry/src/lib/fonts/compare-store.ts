/**
 * The visitor's open comparison (issue 40): the query /compare showed last and the names of its
 * fonts, kept in the browser's localStorage so that 'Compare' on a font page or in the library
 * adds to it, in this tab, another or after a reload. /compare's URL stays the comparison's
 * source of truth: the page writes what it shows here as it changes. The server never sees it.
 * Every access is guarded: storage can be disabled (a private window) or full, and then
 * 'Compare' starts from the one font, as it would for a new visitor.
 */
import {
  addToComparison,
  compareSlugs,
  rearrangeCompareQuery,
  replaceInComparison,
} from "./comparison";

export const OPEN_COMPARISON_KEY = "meridian:compare";

export interface ComparedFont {
  slug: string;
  name: string;
}

export interface OpenComparison {
  /** The comparison's query as /compare had it: fonts, shared text and size, each column's style. */
  query: URLSearchParams;
  /** Its fonts in order, with their names for the replace choice. */
  fonts: ComparedFont[];
}

const EMPTY = (): OpenComparison => ({ query: new URLSearchParams(), fonts: [] });

/** What storage holds, read defensively: anything garbled is no comparison. */
export function parseOpenComparison(text: string | null): OpenComparison {
  if (!text) return EMPTY();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY();
  }
  if (typeof value !== "object" || value === null) return EMPTY();
  const { query: raw, names: rawNames } = value as { query?: unknown; names?: unknown };
  if (typeof raw !== "string") return EMPTY();
  const query = new URLSearchParams(raw);
  const names = typeof rawNames === "object" && rawNames !== null ? rawNames : {};
  const fonts = compareSlugs(query).map((slug) => {
    const name = (names as Record<string, unknown>)[slug];
    return { slug, name: typeof name === "string" && name ? name : slug };
  });
  return { query, fonts };
}

export function serialiseOpenComparison(
  query: URLSearchParams,
  fonts: readonly ComparedFont[],
): string {
  const names = Object.fromEntries(fonts.map((font) => [font.slug, font.name]));
  return JSON.stringify({ query: query.toString(), names });
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readOpenComparison(): OpenComparison {
  try {
    return parseOpenComparison(storage()?.getItem(OPEN_COMPARISON_KEY) ?? null);
  } catch {
    return EMPTY();
  }
}

/** Keeps the comparison /compare shows; one with no fonts is forgotten. */
export function storeOpenComparison(query: URLSearchParams, fonts: readonly ComparedFont[]): void {
  try {
    const target = storage();
    if (compareSlugs(query).length === 0) target?.removeItem(OPEN_COMPARISON_KEY);
    else target?.setItem(OPEN_COMPARISON_KEY, serialiseOpenComparison(query, fonts));
  } catch {
    // Quota or disabled storage: the comparison still lives in /compare's URL.
  }
}

/**
 * The comparison with `font` added last or, given `replaced`, in that font's column; the text,
 * size and the other columns' settings kept. Call it once `addToComparison` has said which.
 */
export function withFont(
  open: OpenComparison,
  font: ComparedFont,
  replaced?: string,
): OpenComparison {
  const slugs = open.fonts.map((each) => each.slug);
  const next = replaced
    ? replaceInComparison(slugs, replaced, font.slug)
    : addToComparison(slugs, font.slug).slugs;
  const names = new Map([...open.fonts, font].map((each) => [each.slug, each.name]));
  return {
    query: rearrangeCompareQuery(open.query, next),
    fonts: next.map((slug) => ({ slug, name: names.get(slug) ?? slug })),
  };
}
