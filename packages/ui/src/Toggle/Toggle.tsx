import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { VisuallyHidden } from "../Text/Text";
import * as styles from "./Toggle.css";

export interface ToggleProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "onChange" | "role"> {
  label: ReactNode;
  /** Read out after the label. */
  description?: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** The switch after the label (the default), or before it. */
  switchPosition?: "end" | "start";
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch: a native checkbox (so forms, keyboard and assistive technology treat it as
 * one), announced as a switch and drawn as a square track.
 */
export function Toggle({
  label,
  description,
  hideLabel = false,
  switchPosition = "end",
  onChange,
  className,
  disabled,
  id,
  ...rest
}: ToggleProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const text = hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>;
  const control = (
    <span className={styles.control}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives the switch role its checked state; an aria-checked copy would go stale when uncontrolled.
        role="switch"
        disabled={disabled}
        aria-describedby={descriptionId}
        className={styles.input}
        onChange={(event) => onChange?.(event.currentTarget.checked, event)}
      />
      <span className={styles.track} aria-hidden="true" />
    </span>
  );
  return (
    <span
      className={[styles.root, className].filter(Boolean).join(" ")}
      data-disabled={disabled || undefined}
    >
      <label htmlFor={inputId} className={styles.row}>
        {switchPosition === "start" ? control : null}
        {text}
        {switchPosition === "end" ? control : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </span>
  );
}
