import { type InputHTMLAttributes, type Ref, useId } from "react";
import type { FieldProps } from "../Field/Field";
import { VisuallyHidden } from "../Text/Text";
import * as styles from "./Checkbox.css";

export interface CheckboxProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it, and a hint and an error under it. */
export function Checkbox({
  label,
  hint,
  error,
  hideLabel = false,
  id: idProp,
  className,
  ...input
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label className={styles.row} htmlFor={id}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
          aria-invalid={error ? true : undefined}
        />
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
      </label>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
