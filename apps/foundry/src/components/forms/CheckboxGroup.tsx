import { Checkbox } from "@meridian/ui/checkbox";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import * as styles from "./forms.css";

export interface CheckboxGroupProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  /** One react-hook-form registration for every box: the field's value is the ticked values. */
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
}

/**
 * Several choices under one legend (the trial's fonts, the contact's interests). The group's
 * error follows the legend and is tied to the group, so it is read out with it.
 */
export function CheckboxGroup({ legend, options, registration, error, hint }: CheckboxGroupProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={styles.fieldsetHint}>
          {hint}
        </span>
      ) : null}
      <div className={styles.choices}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            value={option.value}
            aria-invalid={error ? true : undefined}
            {...registration}
          />
        ))}
      </div>
      {error ? (
        <span id={`${id}-error`} className={styles.fieldsetError}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
