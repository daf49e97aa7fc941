import type { OpenTypeFont } from "./fontkit-tables";
import type { GlyphInfo } from "./types";

/**
 * Glyph grid groups by Unicode general category, first match wins. Letters without case (Arabic,
 * Hebrew, Devanagari, CJK) are 'letters', so a family for another script shows its alphabet as
 * letters rather than among spaces and unencoded alternates under 'other'.
 */
const CATEGORY_PATTERNS: [category: string, pattern: RegExp][] = [
  ["uppercase", /^[\p{Lu}\p{Lt}]$/u],
  ["lowercase", /^\p{Ll}$/u],
  ["letters", /^[\p{Lo}\p{Lm}]$/u],
  ["figures", /^\p{N}$/u],
  ["punctuation", /^\p{P}$/u],
  ["symbols", /^\p{S}$/u],
  ["marks", /^\p{M}$/u],
];

function glyphCategory(character: string | null): string {
  if (character === null) return "other";
  return CATEGORY_PATTERNS.find(([, pattern]) => pattern.test(character))?.[0] ?? "other";
}

/**
 * The code points the font maps to a real glyph, each with its glyph ID. fontkit's character set
 * also lists code points mapped to .notdef (the 0xFFFF end marker of a format 4 cmap), which the
 * font does not actually support.
 */
export function readCharacterMap(font: OpenTypeFont): Map<number, number> {
  const glyphIdByCodePoint = new Map<number, number>();
  for (const codePoint of font.characterSet) {
    const glyphId = font.glyphForCodePoint(codePoint).id;
    if (glyphId !== 0) glyphIdByCodePoint.set(codePoint, glyphId);
  }
  return glyphIdByCodePoint;
}

/** Every glyph in glyph ID order, with the code points that map to it. */
export function readGlyphs(font: OpenTypeFont, characterMap: Map<number, number>): GlyphInfo[] {
  const codePointsByGlyph = new Map<number, number[]>();
  for (const [codePoint, glyphId] of characterMap) {
    const codePoints = codePointsByGlyph.get(glyphId);
    if (codePoints) codePoints.push(codePoint);
    else codePointsByGlyph.set(glyphId, [codePoint]);
  }

  const glyphs: GlyphInfo[] = [];
  for (let glyphId = 0; glyphId < font.numGlyphs; glyphId++) {
    const unicodes = (codePointsByGlyph.get(glyphId) ?? []).sort((a, b) => a - b);
    const first = unicodes[0];
    const character = first === undefined ? null : String.fromCodePoint(first);
    glyphs.push({
      // Fonts without glyph names (post table version 3) leave fontkit's name undefined.
      name: font.getGlyph(glyphId).name ?? null,
      unicodes,
      character,
      category: glyphCategory(character),
    });
  }
  return glyphs;
}
