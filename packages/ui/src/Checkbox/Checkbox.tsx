import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, type FieldProps, splitFieldProps } from "../Field/Field";
import * as styles from "./Checkbox.css";

export interface CheckboxProps
  extends FieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label beside it, and a hint and an error under it. */
export function Checkbox(props: CheckboxProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldFrame {...field} labelPosition="beside">
      {(aria) => <input {...input} {...aria} type="checkbox" className={styles.box} />}
    </FieldFrame>
  );
}
