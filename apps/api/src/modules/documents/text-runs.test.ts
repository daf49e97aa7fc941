import { describe, expect, it } from "vitest";
import { type Coverage, textRuns } from "./text-runs";

const range =
  (...ranges: [number, number][]): Coverage =>
  (codePoint) =>
    ranges.some(([from, to]) => codePoint >= from && codePoint <= to);
const latin = range([0x20, 0x24f]);
const greekCyrillic = range([0x20, 0x7e], [0x370, 0x4ff]);
const japanese = range([0x20, 0x7e], [0x3040, 0x30ff], [0x4e00, 0x9fff]);

describe("textRuns", () => {
  it("keeps text one face can set in one run", () => {
    expect(textRuns("Łukasz Żółkiewski", [latin, greekCyrillic])).toEqual([
      { face: 0, text: "Łukasz Żółkiewski" },
    ]);
  });

  it("falls back per run to the first face that has the glyphs, and back to the text face", () => {
    expect(textRuns("Licensee: Ελένη Παπαδοπούλου", [latin, greekCyrillic])).toEqual([
      { face: 0, text: "Licensee: " },
      { face: 1, text: "Ελένη Παπαδοπούλου" },
    ]);
    // Noto Sans JP has Latin too, but the text face sets it: a fallback only fills the gaps.
    expect(textRuns("山田 太郎 (Tokyo)", [latin, greekCyrillic, japanese])).toEqual([
      { face: 2, text: "山田 太郎 " },
      { face: 0, text: "(Tokyo)" },
    ]);
  });

  it("writes a character no face has as its code point, never '?'", () => {
    expect(textRuns("Kim 한", [latin, japanese])).toEqual([{ face: 0, text: "Kim [U+D55C]" }]);
    expect(textRuns("😀", [latin])).toEqual([{ face: 0, text: "[U+1F600]" }]);
  });

  it("composes decomposed accents first, as the fonts map them", () => {
    expect(textRuns("Zo\u0065\u0308", [latin])).toEqual([{ face: 0, text: "Zoë" }]);
  });
});
