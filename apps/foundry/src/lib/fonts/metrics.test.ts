import { describe, expect, it } from "vitest";
import { metricLines, metricsLineHeight } from "./metrics";

const sourceSerif = {
  unitsPerEm: 1000,
  ascender: 1036,
  descender: -335,
  capHeight: 670,
  xHeight: 475,
};

describe("metricLines", () => {
  it("places each metric from the top of a line that spans ascender to descender", () => {
    const lines = Object.fromEntries(metricLines(sourceSerif).map((line) => [line.key, line]));
    expect(lines.ascender?.position).toBe(0);
    expect(lines.descender?.position).toBe(1);
    expect(lines.baseline?.position).toBeCloseTo(1036 / 1371);
    expect(lines.capHeight?.position).toBeCloseTo(366 / 1371);
    expect(lines.xHeight?.value).toBe(475);
  });

  it("draws nothing for metrics that span nothing", () => {
    expect(metricLines({ ...sourceSerif, ascender: 0, descender: 0 })).toEqual([]);
  });
});

describe("metricsLineHeight", () => {
  it("is the span in ems", () => {
    expect(metricsLineHeight(sourceSerif)).toBeCloseTo(1.371);
  });
});
