import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame, type FieldProps } from "../Field/Field";
import { control } from "../Field/Field.css";
import * as styles from "./Textarea.css";

export interface TextareaProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input: contact notes, enquiries. */
export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...textarea
}: TextareaProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      {(aria) => <textarea {...textarea} {...aria} className={`${control} ${styles.textarea}`} />}
    </FieldFrame>
  );
}
