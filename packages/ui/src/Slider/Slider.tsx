import type { ReactNode } from "react";
import * as styles from "./Slider.css";

export interface SliderProps {
  id: string;
  /** What the slider sets; may carry words only assistive technology reads. */
  label: ReactNode;
  min: number;
  max: number;
  step: number;
  value: number;
  /** The value as the reader sees it after the track, e.g. '72px'. */
  display: ReactNode;
  onChange: (value: number) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  outputRef?: (element: HTMLOutputElement | null) => void;
}

/**
 * A labelled native range with its value printed after it: the testers' control for size,
 * leading, tracking and axes, drawn as a 1 px track with a square thumb.
 */
export function Slider({
  id,
  label,
  min,
  max,
  step,
  value,
  display,
  onChange,
  inputRef,
  outputRef,
}: SliderProps) {
  return (
    <span className={styles.slider}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        className={styles.range}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
      <output ref={outputRef} htmlFor={id} className={styles.value}>
        {display}
      </output>
    </span>
  );
}
