import type { Ref, SelectHTMLAttributes } from "react";
import { FieldFrame, type FieldProps, splitFieldProps } from "../Field/Field";
import { control } from "../Field/Field.css";
import * as styles from "./Select.css";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> {
  options: readonly SelectOption[];
  /** A first, empty option: 'Choose a country'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled native select, for forms (countries, interests). Where options must show their own
 * font, use Dropdown instead.
 */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <FieldFrame {...field}>
      {(aria) => (
        <span className={styles.wrapper}>
          <select {...select} {...aria} className={`${control} ${styles.select}`}>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true" />
        </span>
      )}
    </FieldFrame>
  );
}
