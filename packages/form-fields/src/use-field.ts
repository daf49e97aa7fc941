"use client";

import {
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  useFormContext,
  useFormState,
} from "react-hook-form";

/** The names a field may take in a form of these values. */
export type FieldName<Values extends FieldValues> = Path<Values>;

/** What a field reads from its form: the control's wiring, and the message to show under it. */
export interface BoundField<Values extends FieldValues> {
  registration: UseFormRegisterReturn<Path<Values>>;
  error: string | undefined;
}

/**
 * A field's registration and error, read from the form it sits in by its name (as Saleor's
 * checkout fields read theirs). Only this field re-renders when its error comes or goes; the
 * registration's ref lets the form focus the first field it refuses.
 */
export function useField<Values extends FieldValues>(name: Path<Values>): BoundField<Values> {
  const form = useFormContext<Values>();
  if (!form) {
    throw new Error(`The field "${name}" is outside a form: put it inside <Form form={…}>.`);
  }
  const state = useFormState({ control: form.control, name });
  return {
    registration: form.register(name),
    error: form.getFieldState(name, state).error?.message,
  };
}
