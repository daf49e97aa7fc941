/**
 * The script subsets of a web kit (issue 21): Google Fonts' unicode-range subsets, so a page
 * downloads only the files of the scripts its text uses. Each range is the one the stylesheet
 * declares; a subset file holds the font's characters in it. Latin comes first: its range holds
 * the punctuation and symbols every script's text uses.
 */
type Range = readonly [number, number];

export interface ScriptSubset {
  /** The file suffix and the stylesheet's comment: 'latin', 'cyrillic-ext'. */
  name: string;
  ranges: readonly Range[];
  /** A line of text in the script, for the kit's specimen. */
  sample: string;
}

const u = (first: number, last = first): Range => [first, last];

export const SCRIPT_SUBSETS: readonly ScriptSubset[] = [
  {
    name: "latin",
    ranges: [
      u(0x0000, 0x00ff),
      u(0x0131),
      u(0x0152, 0x0153),
      u(0x02bb, 0x02bc),
      u(0x02c6),
      u(0x02da),
      u(0x02dc),
      u(0x0304),
      u(0x0308),
      u(0x0329),
      u(0x2000, 0x206f),
      u(0x20ac),
      u(0x2122),
      u(0x2191),
      u(0x2193),
      u(0x2212),
      u(0x2215),
      u(0xfeff),
      u(0xfffd),
    ],
    sample: "The quick brown fox jumps over the lazy dog. 0123456789 & “¿?” €",
  },
  {
    name: "latin-ext",
    ranges: [
      u(0x0100, 0x02ba),
      u(0x02bd, 0x02c5),
      u(0x02c7, 0x02cc),
      u(0x02ce, 0x02d7),
      u(0x02dd, 0x02ff),
      u(0x1d00, 0x1dbf),
      u(0x1e00, 0x1e9f),
      u(0x1ef2, 0x1eff),
      u(0x2020),
      u(0x20a0, 0x20ab),
      u(0x20ad, 0x20c0),
      u(0x2113),
      u(0x2c60, 0x2c7f),
      u(0xa720, 0xa7ff),
    ],
    sample: "Zażółć gęślą jaźń · Příliš žluťoučký kůň · Üğüş çığ",
  },
  {
    name: "cyrillic-ext",
    ranges: [
      u(0x0460, 0x052f),
      u(0x1c80, 0x1c8a),
      u(0x20b4),
      u(0x2de0, 0x2dff),
      u(0xa640, 0xa69f),
      u(0xfe2e, 0xfe2f),
    ],
    sample: "Ґанок, Єва, Їжак · Ӑӗӳ · Һәм",
  },
  {
    name: "cyrillic",
    ranges: [u(0x0301), u(0x0400, 0x045f), u(0x0490, 0x0491), u(0x04b0, 0x04b1), u(0x2116)],
    sample: "Съешь же ещё этих мягких французских булок, да выпей чаю.",
  },
  {
    name: "greek-ext",
    ranges: [u(0x1f00, 0x1fff)],
    sample: "Ἀρχὴ ἥμισυ παντός · ῥυθμός",
  },
  {
    name: "greek",
    ranges: [
      u(0x0370, 0x0377),
      u(0x037a, 0x037f),
      u(0x0384, 0x038a),
      u(0x038c),
      u(0x038e, 0x03a1),
      u(0x03a3, 0x03ff),
    ],
    sample: "Ζαφείρι δέξου πάγκαλο, βαθύ ψυχής το σήμα.",
  },
  {
    name: "vietnamese",
    ranges: [
      u(0x0102, 0x0103),
      u(0x0110, 0x0111),
      u(0x0128, 0x0129),
      u(0x0168, 0x0169),
      u(0x01a0, 0x01a1),
      u(0x01af, 0x01b0),
      u(0x0300, 0x0301),
      u(0x0303, 0x0304),
      u(0x0308, 0x0309),
      u(0x0323),
      u(0x0329),
      u(0x1ea0, 0x1ef9),
      u(0x20ab),
    ],
    sample: "Tiếng Việt có dấu: Cộng hòa Xã hội chủ nghĩa Việt Nam",
  },
];

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");

/** 'U+0000-00FF, U+0131, …': the range as CSS's unicode-range descriptor writes it. */
export function unicodeRange(subset: ScriptSubset): string {
  return subset.ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(", ");
}

const inRanges = (code: number, ranges: readonly Range[]) =>
  ranges.some(([first, last]) => code >= first && code <= last);

/** The font's characters in a subset's range: what its file holds. */
export function subsetCharacters(subset: ScriptSubset, characters: ReadonlySet<number>): number[] {
  return [...characters].filter((code) => inRanges(code, subset.ranges)).sort((a, b) => a - b);
}

/**
 * The subsets a font covers, as its own character map says: Latin always; any other script
 * when the font has letters of it that no earlier subset already holds (a few shared marks do
 * not make a font Vietnamese).
 */
export function coveredSubsets(characters: ReadonlySet<number>): ScriptSubset[] {
  const held = new Set<number>();
  return SCRIPT_SUBSETS.filter((subset, index) => {
    const own = subsetCharacters(subset, characters).filter((code) => !held.has(code));
    const letters = own.filter((code) => /\p{L}/u.test(String.fromCodePoint(code)));
    for (const code of own) held.add(code);
    return index === 0 || letters.length >= 4;
  });
}
