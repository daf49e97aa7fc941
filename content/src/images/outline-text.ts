import type { Font } from "fontkit";
import * as fontkit from "fontkit";

/**
 * Sets text with a font's own outlines and returns SVG path data, so a renderer needs no system
 * fonts and draws exactly the shapes the foundry sells. Coordinates are px, y down, with the
 * origin at the left end of the first line's baseline.
 */

export type { Font } from "fontkit";

/** A rectangle in px, y down. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface SetTextOptions {
  /** One em, in px. */
  size: number;
  /** Distance between baselines as a multiple of `size`. */
  lineHeight?: number;
  /** Extra space between glyphs in thousandths of an em: the catalogue's tracking unit. */
  letterSpacing?: number;
  /** OpenType features to apply, e.g. ['smcp', 'c2sc']; the font's defaults (kerning too) stay on. */
  features?: string[];
  align?: "left" | "centre" | "right";
  /**
   * Align lines by their ink rather than their advance boxes. At display sizes a side bearing is
   * a visible indent, so a column of large lines only looks aligned when the outlines are.
   */
  optical?: boolean;
}

export interface SetLine {
  text: string;
  /** Baseline y, relative to the first baseline. */
  baseline: number;
  /** Where the line's pen starts, after alignment. */
  x: number;
  /** Advance width, without letter-spacing after the last glyph. */
  advanceWidth: number;
  /** The outlines' bounding box after alignment; null for a line with no ink. */
  ink: Box | null;
}

export interface SetText {
  /** SVG path data for every line. */
  d: string;
  /** Width of the aligned block: the widest line's advance (or ink, when optical). */
  width: number;
  /** Bounding box of all outlines; null when the text has no ink (spaces only). */
  ink: Box | null;
  lines: SetLine[];
  /** Characters the font has no glyph for; they are drawn as the font's .notdef. */
  missing: string[];
}

/** Vertical metrics at a size, in px above the baseline (descent is negative). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  capHeight: number;
  xHeight: number;
}

/** Opens an OTF, TTF, WOFF or WOFF2 file; a collection yields its first font. */
export function openFont(path: string): Font {
  const opened = fontkit.openSync(path);
  if ("fonts" in opened) {
    const first = opened.fonts[0];
    if (!first) throw new Error(`${path} is an empty font collection`);
    return first;
  }
  return opened;
}

export function fontMetrics(font: Font, size: number): FontMetrics {
  const scale = size / font.unitsPerEm;
  // Some fonts leave OS/2 cap and x heights at 0 (old tables): fall back to the glyphs' own tops.
  const capHeight = font.capHeight || glyphTop(font, "H") || font.ascent * 0.7;
  const xHeight = font.xHeight || glyphTop(font, "x") || capHeight * 0.7;
  return {
    ascent: font.ascent * scale,
    descent: font.descent * scale,
    capHeight: capHeight * scale,
    xHeight: xHeight * scale,
  };
}

function glyphTop(font: Font, character: string): number {
  const codePoint = character.codePointAt(0)!;
  if (!font.hasGlyphForCodePoint(codePoint)) return 0;
  const bbox = font.glyphForCodePoint(codePoint).bbox;
  return Number.isFinite(bbox.maxY) ? bbox.maxY : 0;
}

export function setText(font: Font, text: string, options: SetTextOptions): SetText {
  const {
    size,
    lineHeight = 1.2,
    letterSpacing = 0,
    features,
    align = "left",
    optical = false,
  } = options;
  const scale = size / font.unitsPerEm;
  const tracking = (letterSpacing / 1000) * size;

  const drawn = text.split("\n").map((line, index) => {
    const baseline = index * lineHeight * size;
    const run = font.layout(line, features);
    const glyphs: { glyph: (typeof run.glyphs)[number]; x: number; y: number }[] = [];
    let pen = 0;
    run.glyphs.forEach((glyph, glyphIndex) => {
      const position = run.positions[glyphIndex]!;
      // Tracking goes before each spacing glyph but never before a mark, whose GPOS offset
      // already places it on the glyph before it.
      if (glyphIndex > 0 && position.xAdvance !== 0) pen += tracking;
      glyphs.push({
        glyph,
        x: pen + position.xOffset * scale,
        y: baseline - position.yOffset * scale,
      });
      pen += position.xAdvance * scale;
    });

    let ink: Box | null = null;
    for (const { glyph, x, y } of glyphs) {
      if (glyph.path.commands.length === 0) continue;
      const bbox = glyph.bbox;
      ink = unionBox(ink, {
        minX: x + bbox.minX * scale,
        maxX: x + bbox.maxX * scale,
        minY: y - bbox.maxY * scale,
        maxY: y - bbox.minY * scale,
      });
    }
    return { text: line, baseline, advanceWidth: pen, ink, glyphs };
  });

  // Each line spans [left, right]: its advance box, or its ink when aligning optically.
  const spans = drawn.map((line) =>
    optical && line.ink ? [line.ink.minX, line.ink.maxX] : [0, line.advanceWidth],
  ) as [number, number][];
  const width = Math.max(0, ...spans.map(([left, right]) => right - left));

  let d = "";
  let ink: Box | null = null;
  const lines: SetLine[] = drawn.map((line, index) => {
    const [left, right] = spans[index]!;
    const shift =
      align === "left"
        ? -left
        : align === "right"
          ? width - right
          : (width - (right - left)) / 2 - left;
    for (const { glyph, x, y } of line.glyphs) {
      if (glyph.path.commands.length === 0) continue;
      d += glyph.path.transform(scale, 0, 0, -scale, x + shift, y).toSVG();
    }
    const lineInk = line.ink && offsetBox(line.ink, shift, 0);
    ink = unionBox(ink, lineInk);
    return {
      text: line.text,
      baseline: line.baseline,
      x: shift,
      advanceWidth: line.advanceWidth,
      ink: lineInk,
    };
  });

  return { d, width, ink, lines, missing: missingCharacters(font, text) };
}

/** Characters of `text` (line breaks aside) that the font has no glyph for. */
export function missingCharacters(font: Font, text: string): string[] {
  const missing = new Set<string>();
  for (const character of text) {
    if (character === "\n") continue;
    if (!font.hasGlyphForCodePoint(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}

export function unionBox(a: Box | null, b: Box | null): Box | null {
  if (!a) return b;
  if (!b) return a;
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

export function offsetBox(box: Box, dx: number, dy: number): Box {
  return { minX: box.minX + dx, minY: box.minY + dy, maxX: box.maxX + dx, maxY: box.maxY + dy };
}
