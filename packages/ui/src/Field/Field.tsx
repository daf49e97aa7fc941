import { type ReactNode, useId } from "react";
import { VisuallyHidden } from "../Text/Text";
import * as styles from "./Field.css";

/** What every form field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  /** Help read out after the label, e.g. the format expected. */
  hint?: ReactNode;
  /** The message for a value that is not accepted; marks the control invalid. */
  error?: ReactNode;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
}

/** The attributes a control needs to be labelled and described by its field. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

interface FieldFrameProps extends FieldProps {
  id: string | undefined;
  className?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error in that order; the hint and the error are tied to the control
 * with aria-describedby, and an error sets aria-invalid.
 */
export function FieldFrame({
  id: idProp,
  label,
  hint,
  error,
  hideLabel = false,
  className,
  children,
}: FieldFrameProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
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
