import { describe, expect, it } from "vitest";
import { demoFonts } from "./__fixtures__/demo-fonts";
import { fontMetrics, openFont, setText } from "./outline-text";

const serif = openFont(demoFonts.sourceSerif);

describe("setText", () => {
  it("scales widths in proportion to the size", () => {
    const small = setText(serif, "Hamburgevons", { size: 40 });
    const large = setText(serif, "Hamburgevons", { size: 160 });
    expect(small.width).toBeGreaterThan(0);
    expect(large.width / small.width).toBeCloseTo(4, 5);
    expect(large.ink!.maxY - large.ink!.minY).toBeCloseTo(
      4 * (small.ink!.maxY - small.ink!.minY),
      5,
    );
  });

  it("adds letter-spacing between glyphs but not after the last", () => {
    const plain = setText(serif, "HAMBURG", { size: 100 });
    const tracked = setText(serif, "HAMBURG", { size: 100, letterSpacing: 50 });
    // Seven glyphs, six gaps, 50/1000 em of 100 px each.
    expect(tracked.width - plain.width).toBeCloseTo(6 * 5, 5);
  });

  it("applies the font's kerning", () => {
    const pair = setText(serif, "AV", { size: 100 }).width;
    const apart =
      setText(serif, "A", { size: 100 }).width + setText(serif, "V", { size: 100 }).width;
    expect(pair).toBeLessThan(apart);
  });

  it("flips the y axis: capitals stand on the baseline and rise to the cap height", () => {
    const set = setText(serif, "H", { size: 100 });
    const { capHeight } = fontMetrics(serif, 100);
    expect(set.d).toMatch(/^M/);
    expect(set.ink!.maxY).toBeCloseTo(0, 0);
    expect(set.ink!.minY).toBeCloseTo(-capHeight, 0);
  });

  it("sets lines a line height apart and aligns them", () => {
    const set = setText(serif, "Wide line\nShort", { size: 50, lineHeight: 1.5, align: "right" });
    expect(set.lines.map((line) => line.baseline)).toEqual([0, 75]);
    const [first, second] = set.lines;
    expect(first!.x + first!.advanceWidth).toBeCloseTo(second!.x + second!.advanceWidth, 5);
    expect(set.width).toBeCloseTo(Math.max(first!.advanceWidth, second!.advanceWidth), 5);
  });

  it("aligns by the outlines when optical, so side bearings do not indent a line", () => {
    const set = setText(serif, "Only\nType", { size: 300, optical: true });
    for (const line of set.lines) expect(line.ink!.minX).toBeCloseTo(0, 5);
  });

  it("reports characters the font cannot draw", () => {
    expect(setText(serif, "Type 漢字", { size: 20 }).missing).toEqual(["漢", "字"]);
    expect(setText(serif, "Type\nset", { size: 20 }).missing).toEqual([]);
  });

  it("reads WOFF2 and TrueType fonts as well as CFF", () => {
    for (const path of [demoFonts.geist, demoFonts.geistPixel]) {
      const set = setText(openFont(path), "Pixel", { size: 64 });
      expect(set.d.length).toBeGreaterThan(0);
      expect(set.width).toBeGreaterThan(64);
    }
  });
});
