"use client";

import { Checkbox } from "@meridian/ui/checkbox";
import { useId } from "react";
import type { FieldValues } from "react-hook-form";
import { type FieldName, useField } from "../use-field";
import * as styles from "./CheckboxGroup.css";

export interface CheckboxGroupProps<Values extends FieldValues> {
  /** The form's field: its value is the ticked options' values. */
  name: FieldName<Values>;
  legend: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
}

/**
 * Several choices under one legend (the trial's fonts, the contact's interests), one field of the
 * form. The group's error follows the legend and is tied to the group, so it is read out with it.
 */
export function CheckboxGroup<Values extends FieldValues = FieldValues>({
  name,
  legend,
  options,
  hint,
}: CheckboxGroupProps<Values>) {
  const id = useId();
  const { registration, error } = useField<Values>(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <fieldset className={styles.fieldset} aria-describedby={described || undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
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
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
