import { describe, expect, it } from "vitest";
import { FITTED_SIZE_MIN, fittedSize } from "./fitted-size";

describe("fittedSize", () => {
  it("keeps the chosen size when the text fits its column", () => {
    expect(fittedSize(72, 343, 343)).toBe(72);
    expect(fittedSize(72, 343, 120)).toBe(72);
  });

  it("scales the size down so the longest word fits, rounding down", () => {
    // 'Handgloves' 400 px wide at 72 px in a 343 px column: 72 × 343 / 400 = 61.7.
    expect(fittedSize(72, 343, 400)).toBe(61);
  });

  it("stops at the slider's floor, where the column breaks the word", () => {
    expect(fittedSize(72, 100, 10_000)).toBe(FITTED_SIZE_MIN);
  });

  it("leaves the size alone before the column has a width", () => {
    expect(fittedSize(72, 0, 400)).toBe(72);
  });
});
