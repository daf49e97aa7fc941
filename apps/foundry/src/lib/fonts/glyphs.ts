/**
 * Which glyphs a font page shows. A large family encodes thousands of characters; drawing every
 * one as a button would make the page heavy, so the page opens on the characters most readers
 * look for and offers the rest behind a link.
 */

export interface EncodedGlyph {
  unicodes: readonly number[];
  character: string | null;
}

/**
 * Basic Latin and Latin-1, the dashes, quotes, bullet and ellipsis, the euro and the trade mark;
 * and the alphabets of the right-to-left families, which carry Latin too but are bought for their
 * own script: Hebrew, and Arabic with its punctuation, both sets of digits and the letters Persian
 * and Urdu add (پ چ ژ ک گ ی ٹ ڈ ڑ ں ہ ھ ے).
 */
const ESSENTIAL_RANGES: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2013, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x05d0, 0x05ea],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0641, 0x064a],
  [0x0660, 0x0669],
  [0x0679, 0x0679],
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0688, 0x0688],
  [0x0691, 0x0691],
  [0x0698, 0x0698],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06ba, 0x06ba],
  [0x06be, 0x06be],
  [0x06c1, 0x06c1],
  [0x06cc, 0x06cc],
  [0x06d2, 0x06d2],
  [0x06f0, 0x06f9],
];

export function isEssential(codePoint: number): boolean {
  return ESSENTIAL_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Glyphs with a character to show and copy, once per code point (unencoded alternates have none). */
export function encodedGlyphs<G extends EncodedGlyph>(glyphs: readonly G[]): G[] {
  const seen = new Set<number>();
  return glyphs.filter((glyph) => {
    const codePoint = glyph.unicodes[0];
    if (!glyph.character || codePoint === undefined || seen.has(codePoint)) return false;
    seen.add(codePoint);
    return true;
  });
}

export interface GlyphSelection<G> {
  glyphs: G[];
  /** Every encoded character of the font. */
  total: number;
  /** Some characters are left out until the reader asks for all. */
  partial: boolean;
}

export function selectGlyphs<G extends EncodedGlyph>(
  glyphs: readonly G[],
  { all }: { all: boolean },
): GlyphSelection<G> {
  const encoded = encodedGlyphs(glyphs);
  const essential = all ? encoded : encoded.filter((glyph) => isEssential(glyph.unicodes[0]!));
  // A font outside Latin may have few essentials: then show everything.
  const shown = essential.length < Math.min(encoded.length, 60) ? encoded : essential;
  return { glyphs: shown, total: encoded.length, partial: shown.length < encoded.length };
}
