import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, splitFieldProps } from "../Field/Field";
import { control } from "../Field/Field.css";
import * as styles from "./Textarea.css";

export interface TextareaProps
  extends FieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input: contact notes, enquiries. */
export function Textarea(props: TextareaProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => <textarea {...textarea} {...aria} className={`${control} ${styles.textarea}`} />}
    </FieldFrame>
  );
}
