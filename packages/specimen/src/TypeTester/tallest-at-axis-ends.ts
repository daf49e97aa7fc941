import { variationSettings } from "./features";
import type { TesterAxis } from "./tester-props";

/**
 * How tall the sample gets with each playing axis at either of its ends (every combination),
 * the other axes as they are. Heavier or larger type can wrap to another line: a tester that
 * holds this height while its axes play never pushes the page below it (no layout shift).
 * Measured synchronously between frames, so none of the trial settings is ever painted.
 */
export function tallestAtAxisEnds(
  sample: HTMLElement,
  values: Readonly<Record<string, number>>,
  axes: readonly Pick<TesterAxis, "axisTag" | "minValue" | "maxValue">[],
): number {
  const settings = sample.style.fontVariationSettings;
  const minHeight = sample.style.minHeight;
  sample.style.minHeight = "";
  let tallest = 0;
  for (let ends = 0; ends < 1 << axes.length; ends++) {
    const trial = { ...values };
    axes.forEach((axis, index) => {
      trial[axis.axisTag] = ends & (1 << index) ? axis.maxValue : axis.minValue;
    });
    sample.style.fontVariationSettings = variationSettings(trial);
    tallest = Math.max(tallest, sample.getBoundingClientRect().height);
  }
  sample.style.fontVariationSettings = settings;
  sample.style.minHeight = minHeight;
  return tallest;
}
