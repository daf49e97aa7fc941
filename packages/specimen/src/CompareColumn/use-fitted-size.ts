"use client";

import { type RefObject, useLayoutEffect, useState } from "react";
import { fittedSize } from "./fitted-size";

/**
 * The size a comparison column shows its text at: the shared size, or less where the column is
 * too narrow for the text's longest word (a phone, four columns), so words are not broken
 * mid-word. `frame` holds the sample (a FontText) as its first child. Measured at the shared size with words unbroken, again as the column resizes and
 * as the font arrives (its glyphs have other widths than the fallback's).
 */
export function useFittedSize(
  frame: RefObject<HTMLElement | null>,
  size: number,
  /** Changes whenever the text's widths may: its characters, face and axis values. */
  measureKey: string,
): number {
  const [fitted, setFitted] = useState(size);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measureKey names what the effect cannot see (the text, its face and axes), a change of which is a reason to measure again.
  useLayoutEffect(() => {
    const sample = frame.current?.firstElementChild;
    if (!(sample instanceof HTMLElement)) return;
    let width = -1;
    const measure = () => {
      const { fontSize, overflowWrap } = sample.style;
      sample.style.fontSize = `${size}px`;
      sample.style.overflowWrap = "normal";
      width = sample.clientWidth;
      const next = fittedSize(size, width, sample.scrollWidth);
      sample.style.overflowWrap = overflowWrap;
      sample.style.fontSize = fontSize;
      setFitted(next);
    };
    measure();
    // Only a new width can change the fit; a new height is this hook's own doing.
    const resized = new ResizeObserver(() => {
      if (sample.clientWidth !== width) measure();
    });
    resized.observe(sample);
    // The face arriving: FontText marks it on the sample.
    const loaded = new MutationObserver(measure);
    loaded.observe(sample, { attributes: true, attributeFilter: ["data-font-status"] });
    return () => {
      resized.disconnect();
      loaded.disconnect();
    };
  }, [frame, size, measureKey]);

  return fitted;
}
