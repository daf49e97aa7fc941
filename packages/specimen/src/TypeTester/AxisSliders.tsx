import { Slider } from "@meridian/ui/slider";
import { VisuallyHidden } from "@meridian/ui/text";
import * as css from "./TypeTester.css";
import type { TesterAxis } from "./tester-props";
import type { AxisAnimation } from "./use-axis-animation";

export interface AxisSlidersProps {
  id: string;
  axes: readonly TesterAxis[];
  /** The axes' values as this render sees them. */
  values: Readonly<Record<string, number>>;
  onChange: (tag: string, value: number) => void;
  /** Where the play writes each frame. */
  animation: Pick<AxisAnimation, "inputs" | "outputs">;
  /** Offer 'Play' and 'Pause': some axes play, and motion is not reduced. */
  playable: boolean;
  playing: boolean;
  onTogglePlaying: () => void;
}

/** A variable style's axes, a slider each, and the play of those that play by themselves. */
export function AxisSliders({
  id,
  axes,
  values,
  onChange,
  animation: { inputs, outputs },
  playable,
  playing,
  onTogglePlaying,
}: AxisSlidersProps) {
  return (
    <fieldset className={css.subRow}>
      <legend>
        <VisuallyHidden>Variable axes</VisuallyHidden>
      </legend>
      {axes.map((axis) => (
        <Slider
          key={axis.axisTag}
          id={`${id}-axis-${axis.axisTag}`}
          label={axis.name}
          min={axis.minValue}
          max={axis.maxValue}
          step={axis.maxValue - axis.minValue > 50 ? 1 : 0.1}
          value={values[axis.axisTag] ?? axis.defaultValue}
          display={String(Math.round(values[axis.axisTag] ?? axis.defaultValue))}
          onChange={(value) => onChange(axis.axisTag, value)}
          inputRef={(element) => {
            if (element) inputs.current.set(axis.axisTag, element);
            else inputs.current.delete(axis.axisTag);
          }}
          outputRef={(element) => {
            if (element) outputs.current.set(axis.axisTag, element);
            else outputs.current.delete(axis.axisTag);
          }}
        />
      ))}
      {playable ? (
        <button type="button" className={css.toolButton} onClick={onTogglePlaying}>
          {playing ? "Pause" : "Play"} <VisuallyHidden>axis animation</VisuallyHidden>
        </button>
      ) : null}
    </fieldset>
  );
}
