import { describe, expect, it } from "vitest";
import { encodedGlyphs, isEssential, selectGlyphs } from "./glyphs";

const glyph = (codePoint: number | null) => ({
  unicodes: codePoint === null ? [] : [codePoint],
  character: codePoint === null ? null : String.fromCodePoint(codePoint),
});

const latin = Array.from({ length: 95 }, (_, index) => glyph(0x20 + index));
const cyrillic = Array.from({ length: 64 }, (_, index) => glyph(0x410 + index));

describe("encodedGlyphs", () => {
  it("drops unencoded glyphs and repeated code points", () => {
    expect(encodedGlyphs([glyph(65), glyph(null), glyph(65), glyph(66)])).toEqual([
      glyph(65),
      glyph(66),
    ]);
  });
});

describe("isEssential", () => {
  it("takes Latin, punctuation and currency, not other scripts", () => {
    expect(isEssential(0x41)).toBe(true);
    expect(isEssential(0x00e9)).toBe(true); // é
    expect(isEssential(0x2014)).toBe(true); // em dash
    expect(isEssential(0x20ac)).toBe(true); // euro
    expect(isEssential(0x0416)).toBe(false); // Ж
  });

  it("takes the alphabets of the right-to-left families, not their rarer letters", () => {
    expect(isEssential(0x0639)).toBe(true); // ع
    expect(isEssential(0x0663)).toBe(true); // ٣
    expect(isEssential(0x06af)).toBe(true); // گ (Persian)
    expect(isEssential(0x05d0)).toBe(true); // א
    expect(isEssential(0x06b5)).toBe(false); // ڵ (Kurdish)
    expect(isEssential(0x063d)).toBe(false); // ؽ (Arwi)
    expect(isEssential(0xfe8d)).toBe(false); // a presentation form
  });
});

describe("selectGlyphs", () => {
  it("opens on the essentials and counts everything", () => {
    const selection = selectGlyphs([...latin, ...cyrillic], { all: false });
    expect(selection.glyphs).toHaveLength(95);
    expect(selection.total).toBe(159);
    expect(selection.partial).toBe(true);
  });

  it("shows every character when asked", () => {
    const selection = selectGlyphs([...latin, ...cyrillic], { all: true });
    expect(selection.glyphs).toHaveLength(159);
    expect(selection.partial).toBe(false);
  });

  it("shows everything for a font with few Latin characters", () => {
    const selection = selectGlyphs([glyph(0x41), ...cyrillic], { all: false });
    expect(selection.glyphs).toHaveLength(65);
    expect(selection.partial).toBe(false);
  });
});
