/**
 * /compare's state (issue 19): two to four fonts side by side in one text and size, each in
 * its own style and axis values — all in the URL, so a comparison can be reloaded and sent on.
 * `fonts=a,b,c` names the fonts in order; the shared text and size sit under the key `all`,
 * each column's style and axes under `c1`…`c4`, in the testers' link format.
 * Which fonts it holds, and what 'Compare' on a font does to them: comparison.ts.
 */
import {
  decodeTesterState,
  encodeTesterState,
  type QueryInput,
  SIZE_RANGE,
} from "@meridian/specimen/tester-state";
import { comparePath } from "./comparison";
import type { TesterStyleData } from "./tester";

export const COMPARE_TEXT = "Sphinx of black quartz, judge my vow";
export const COMPARE_SIZE = 64;
/** The compare page's own size range: columns are a quarter of the page at most. */
export const COMPARE_SIZE_MAX = 240;

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
