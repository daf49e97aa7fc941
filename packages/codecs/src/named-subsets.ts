/**
 * The named subsets a font file URL may ask for (`/fonts/{family}/{file}.woff2?subset=latin-basic`,
 * built by `fontFilePath` and a query): the API cuts a file to one of them, and the sites' UI face
 * declares the same characters as its `unicode-range`, so the two cannot disagree.
 *
 * - `latin` is Google Fonts' "latin" range — Basic Latin, Latin-1 Supplement, œ Œ ı, modifier
 *   letters and combining marks the Latin languages use, General Punctuation, €, ™, arrows and
 *   the minus — with Latin Extended-A added, so Central European and Baltic names (ł, ő, č, ş …)
 *   are covered too.
 * - `latin-basic` is what the sites' own copy is set in: ASCII, the no-break and thin spaces, and
 *   the symbols and punctuation of prices, quotations and lists. Half the size of `latin`, it is
 *   all a page of English copy asks for before its largest paint.
 * - `latin-western` is the rest of the Latin-1 Supplement: the accented letters of Western
 *   European names (é, ü, ß, ø …) and the signs beside them, a few kilobytes.
 * - `latin-extended` is the rest of `latin` (Latin Extended-A, rarer punctuation).
 * A browser fetches each of the last two only for a page that shows one of its characters.
 */

/** Inclusive ranges of code points. */
export type CodePointRanges = readonly (readonly [number, number])[];

const LATIN: CodePointRanges = [
  [0x0000, 0x00ff],
  [0x0100, 0x017f],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/** ASCII, then  £ © « ® ° · » ×, thin and narrow spaces, – — ‘ ’ “ ” • … ′ ″, € ™ ↑ ↓ −. */
const LATIN_BASIC: CodePointRanges = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a3, 0x00a3],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00ae, 0x00ae],
  [0x00b0, 0x00b0],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2032, 0x2033],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

function codePoints(ranges: CodePointRanges): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of ranges) {
    for (let point = first; point <= last; point++) points.add(point);
  }
  return points;
}

/** Sorted code points as the fewest inclusive ranges. */
function toRanges(points: Iterable<number>): CodePointRanges {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const LATIN_1_SUPPLEMENT: CodePointRanges = [[0x00a0, 0x00ff]];

const latin = codePoints(LATIN);
const basic = codePoints(LATIN_BASIC);
const western = new Set([...codePoints(LATIN_1_SUPPLEMENT)].filter((point) => !basic.has(point)));

const SUBSETS = {
  latin: toRanges(latin),
  "latin-basic": toRanges(basic),
  "latin-western": toRanges(western),
  "latin-extended": toRanges(
    [...latin].filter((point) => !basic.has(point) && !western.has(point)),
  ),
} as const satisfies Record<string, CodePointRanges>;

export type SubsetName = keyof typeof SUBSETS;

export const SUBSET_NAMES = Object.keys(SUBSETS) as SubsetName[];

export function isSubsetName(name: string): name is SubsetName {
  return Object.hasOwn(SUBSETS, name);
}

/** The subset's characters, as ranges. */
export function subsetRanges(name: SubsetName): CodePointRanges {
  return SUBSETS[name];
}

/** Every character of the subset, as the text it is cut for. */
export function subsetText(name: SubsetName): string {
  return String.fromCodePoint(...codePoints(SUBSETS[name]));
}

/** The subset as a CSS `unicode-range` descriptor: `U+20-7E, U+A0, …`. */
export function subsetUnicodeRange(name: SubsetName): string {
  const hex = (point: number) => point.toString(16).toUpperCase();
  return SUBSETS[name]
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}
