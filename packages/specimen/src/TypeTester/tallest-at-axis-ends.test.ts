import { describe, expect, it } from "vitest";
import { tallestAtAxisEnds } from "./tallest-at-axis-ends";

/** A sample whose text wraps to a third line only when it is both heavy and at display size. */
function wrappingSample(): HTMLElement {
  const sample = document.createElement("div");
  sample.getBoundingClientRect = () => {
    const settings = sample.style.fontVariationSettings;
    const heavy = settings.includes('"wght" 900');
    const display = settings.includes('"opsz" 60');
    const floor = Number.parseFloat(sample.style.minHeight) || 0;
    return { height: Math.max(floor, heavy && display ? 180 : 120) } as DOMRect;
  };
  return sample;
}

const AXES = [
  { axisTag: "wght", minValue: 200, maxValue: 900 },
  { axisTag: "opsz", minValue: 8, maxValue: 60 },
];

describe("tallestAtAxisEnds", () => {
  it("finds the tallest combination of the playing axes' ends", () => {
    const sample = wrappingSample();
    expect(tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES)).toBe(180);
    expect(tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES.slice(0, 1))).toBe(120);
  });

  it("measures without the height it holds, and leaves the sample as it found it", () => {
    const sample = wrappingSample();
    sample.style.fontVariationSettings = '"wght" 400, "opsz" 20';
    sample.style.minHeight = "500px";
    expect(tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES)).toBe(180);
    expect(sample.style.fontVariationSettings).toBe('"wght" 400, "opsz" 20');
    expect(sample.style.minHeight).toBe("500px");
  });
});
