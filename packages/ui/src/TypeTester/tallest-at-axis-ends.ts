import { variationSettings } from "./features";
import type { TesterAxis } from "./TypeTester";

/** Resolves in a task of its own, after what is queued now (a frame may paint in between). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * How tall the sample gets with each playing axis at either of its ends (every combination),
 * the other axes as they are. Heavier or larger type can wrap to another line: a tester that
 * holds this height while its axes play never pushes the page below it (no layout shift).
 * Each combination is a layout of large type in another instance of the font, so each is
 * measured in a task of its own, never all in one long task; each trial setting is undone
 * within its task, so none is ever painted. Undefined once `signal` aborts.
 */
export async function tallestAtAxisEnds(
  sample: HTMLElement,
  values: Readonly<Record<string, number>>,
  axes: readonly Pick<TesterAxis, "axisTag" | "minValue" | "maxValue">[],
  signal?: AbortSignal,
): Promise<number | undefined> {
  let tallest = 0;
  for (let ends = 0; ends < 1 << axes.length; ends++) {
    if (ends > 0) await nextTask();
    if (signal?.aborted) return undefined;
    const trial = { ...values };
    axes.forEach((axis, index) => {
      trial[axis.axisTag] = ends & (1 << index) ? axis.maxValue : axis.minValue;
    });
    const { fontVariationSettings, minHeight } = sample.style;
    sample.style.minHeight = "";
    sample.style.fontVariationSettings = variationSettings(trial);
    tallest = Math.max(tallest, sample.getBoundingClientRect().height);
    sample.style.fontVariationSettings = fontVariationSettings;
    sample.style.minHeight = minHeight;
  }
  return tallest;
}
