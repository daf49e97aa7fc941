import { type RefObject, useLayoutEffect, useRef } from "react";
import { variationSettings } from "./features";
import { tallestAtAxisEnds } from "./tallest-at-axis-ends";
import type { TesterAxis } from "./tester-props";

/** One swing of a playing axis, from where it is to the far end and back. */
export const AUTOPLAY_PERIOD_MS = 6000;

type AxisValues = Readonly<Record<string, number>>;

export interface AxisAnimationInput {
  /** Whether the axes play now (autoplay on, not paused, on screen, no reduced motion). */
  animating: boolean;
  /** The style whose axes play: another style starts the play again from its own values. */
  styleName: string | undefined;
  /** The playing axes. */
  animated: readonly TesterAxis[];
  /** The axes as the tester's state holds them; the play starts from these. */
  axes: AxisValues;
  /** The sample whose font-variation-settings each frame sets. */
  sample: RefObject<HTMLElement | null>;
  /** Called with the last frame's values when the play stops. */
  onStop: (axes: AxisValues) => void;
}

export interface AxisAnimation {
  /** The axes this frame: the state's, or ahead of it while they play. */
  values: () => AxisValues;
  /** Stops a play now, settling the axes where it was, so a reader's change lands after it. */
  stop: () => void;
  /** Registers an axis slider's input and output (null as they go): each frame writes to them. */
  input: (tag: string, element: HTMLInputElement | null) => void;
  output: (tag: string, element: HTMLOutputElement | null) => void;
}

/**
 * The autoplay: axes swing between their ends on a slow sine, starting from where they are.
 * Values go straight to the DOM each frame; React hears of them when the play stops. A layout
 * effect, so stopping commits the last frame's values before the next paint.
 */
export function useAxisAnimation({
  animating,
  styleName,
  animated,
  axes,
  sample,
  onStop,
}: AxisAnimationInput): AxisAnimation {
  const live = useRef(axes);
  const running = useRef<(() => void) | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const outputs = useRef(new Map<string, HTMLOutputElement>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when play state or the style changes.
  useLayoutEffect(() => {
    if (!animating) return;
    live.current = axes;
    // Hold the tallest the text gets while it plays (never less than held before), so the
    // playing axes never move what lies below the tester.
    const element = sample.current;
    if (element) {
      const held = Number.parseFloat(element.style.minHeight) || 0;
      const tallest = tallestAtAxisEnds(element, live.current, animated);
      element.style.minHeight = `${Math.ceil(Math.max(held, tallest))}px`;
    }
    const phases = new Map(
      animated.map((axis) => {
        const range = axis.maxValue - axis.minValue;
        const value = live.current[axis.axisTag] ?? axis.defaultValue;
        const cos = range
          ? Math.min(1, Math.max(-1, 1 - (2 * (value - axis.minValue)) / range))
          : 1;
        return [axis.axisTag, Math.acos(cos)];
      }),
    );
    let start: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const theta = (2 * Math.PI * (now - start)) / AUTOPLAY_PERIOD_MS;
      const next = { ...live.current };
      for (const axis of animated) {
        const range = axis.maxValue - axis.minValue;
        const phase = phases.get(axis.axisTag) ?? 0;
        next[axis.axisTag] = axis.minValue + range * (0.5 - 0.5 * Math.cos(phase + theta));
        const input = inputs.current.get(axis.axisTag);
        const output = outputs.current.get(axis.axisTag);
        if (input) input.value = String(next[axis.axisTag]);
        if (output) output.textContent = String(Math.round(next[axis.axisTag] ?? 0));
      }
      live.current = next;
      if (sample.current) sample.current.style.fontVariationSettings = variationSettings(next);
      frame = requestAnimationFrame(tick);
    });
    const stop = () => {
      running.current = null;
      cancelAnimationFrame(frame);
      onStop({ ...live.current });
    };
    running.current = stop;
    return () => running.current?.();
  }, [animating, styleName]);

  return {
    values: () => (running.current ? live.current : axes),
    stop: () => running.current?.(),
    input: register(inputs.current),
    output: register(outputs.current),
  };
}

function register<E>(elements: Map<string, E>) {
  return (tag: string, element: E | null) => {
    if (element) elements.set(tag, element);
    else elements.delete(tag);
  };
}
