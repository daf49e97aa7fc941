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
  it("finds the tallest combination of the playing axes' ends", async () => {
    const sample = wrappingSample();
    expect(await tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES)).toBe(180);
    expect(await tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES.slice(0, 1))).toBe(120);
  });

  it("measures without the height it holds, and leaves the sample as it found it", async () => {
    const sample = wrappingSample();
    sample.style.fontVariationSettings = '"wght" 400, "opsz" 20';
    sample.style.minHeight = "500px";
    const measuring = tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES);
    // Between its tasks, as a frame would paint it: the sample as it was.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sample.style.fontVariationSettings).toBe('"wght" 400, "opsz" 20');
    expect(sample.style.minHeight).toBe("500px");
    expect(await measuring).toBe(180);
    expect(sample.style.fontVariationSettings).toBe('"wght" 400, "opsz" 20');
    expect(sample.style.minHeight).toBe("500px");
  });

  it("measures one combination a task, and stops when told to", async () => {
    const sample = wrappingSample();
    const measured: string[] = [];
    const measure = sample.getBoundingClientRect;
    sample.getBoundingClientRect = () => {
      measured.push(sample.style.fontVariationSettings);
      return measure();
    };
    const stop = new AbortController();
    const measuring = tallestAtAxisEnds(sample, { wght: 400, opsz: 20 }, AXES, stop.signal);
    expect(measured).toEqual(['"wght" 200, "opsz" 8']);
    stop.abort();
    expect(await measuring).toBeUndefined();
    expect(measured).toHaveLength(1);
  });
});
