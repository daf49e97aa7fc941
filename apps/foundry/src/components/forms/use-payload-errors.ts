import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import {
  type PayloadError,
  REQUEST_FAILED_MESSAGE,
  splitPayloadErrors,
} from "@/lib/forms/payload-errors";

/**
 * Shows a mutation's payload errors on a react-hook-form form: each under its field (the first
 * one focused, so its message is read out), the rest in the form's alert.
 */
export function usePayloadErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  aliases: Readonly<Record<string, Path<Values>>> = {},
) {
  const [formErrors, setFormErrors] = useState<string[]>([]);

  /** True when there was nothing to show. */
  const show = useCallback(
    (errors: readonly PayloadError[] | null | undefined): boolean => {
      const split = splitPayloadErrors(errors, fields, aliases);
      let focused = false;
      for (const field of fields) {
        const message = split.fields[field];
        if (message === undefined) continue;
        setError(field, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      setFormErrors(split.form);
      return !focused && split.form.length === 0;
    },
    [setError, fields, aliases],
  );

  const fail = useCallback(() => setFormErrors([REQUEST_FAILED_MESSAGE]), []);
  const clear = useCallback(() => setFormErrors([]), []);
  return { formErrors, show, fail, clear };
}
