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

/** What FieldFrame takes from a field's props; the rest go to the control. */
interface FieldFrameBase extends FieldProps {
  id?: string | undefined;
  className?: string | undefined;
}

interface FieldFrameProps extends FieldFrameBase {
  /** 'beside': the control first with the label after it, one clickable row (a checkbox). */
  labelPosition?: "above" | "beside";
  children: (control: FieldControlProps) => ReactNode;
}

/** Splits a field's props into FieldFrame's and the control's own. */
export function splitFieldProps<Props extends FieldFrameBase>({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...control
}: Props): [FieldFrameBase, Omit<Props, keyof FieldFrameBase>] {
  return [{ label, hint, error, hideLabel, id, className }, control];
}

/**
 * Label, control, hint and error in that order (or the control with its label beside it); the
 * hint and the error are tied to the control with aria-describedby, and an error sets
 * aria-invalid.
 */
export function FieldFrame({
  id: idProp,
  label,
  hint,
  error,
  hideLabel = false,
  className,
  labelPosition = "above",
  children,
}: FieldFrameProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const control = children({
    id,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
  });
  const labelText = hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      {labelPosition === "beside" ? (
        <label htmlFor={id} className={styles.besideRow}>
          {control}
          {hideLabel ? labelText : <span>{label}</span>}
        </label>
      ) : (
        <>
          <label htmlFor={id} className={styles.label}>
            {labelText}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <span id={hintId} className={styles.hint[labelPosition]}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error[labelPosition]}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
