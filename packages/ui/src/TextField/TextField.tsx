import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, type FieldProps, splitFieldProps } from "../Field/Field";
import { control } from "../Field/Field.css";

export interface TextFieldProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "children"> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (`type` text, email, password, tel, search, url, number). */
export function TextField(props: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => <input type="text" {...input} {...aria} className={control} />}
    </FieldFrame>
  );
}
