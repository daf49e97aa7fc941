import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, type FieldProps } from "../Field/Field";
import { control } from "../Field/Field.css";

export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (`type` text, email, password, tel, search, url, number). */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      hideLabel={hideLabel}
      className={className}
    >
      {(aria) => <input type="text" {...input} {...aria} className={control} />}
    </FieldFrame>
  );
}
