import { type ApiError, placeErrors } from "@meridian/cart/checkout";
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/** What to say when the request itself failed (network, server): nothing the user typed is wrong. */
export const REQUEST_FAILED_MESSAGE =
  "Something went wrong and nothing was sent. Please try again in a moment.";

/**
 * Shows a mutation's payload errors (DESIGN 7.1) on a react-hook-form form: each under its field
 * (the first one focused, so its message is read out), the rest in the form's alert. `aliases`
 * maps the API's argument names onto the form's (the trial form's `fonts` is sent as `fontIds`);
 * an error naming no field the form has goes to the alert, never silently dropped.
 */
export function usePayloadErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  aliases: Readonly<Record<string, Path<Values>>> = {},
) {
  const [formErrors, setFormErrors] = useState<string[]>([]);

  /** True when there was nothing to show. */
  const show = useCallback(
    (errors: readonly ApiError[] | null | undefined): boolean => {
      const placed = placeErrors(
        errors ?? [],
        (name) => fields.find((field) => field === (aliases[name] ?? name)) ?? null,
      );
      let focused = false;
      for (const field of fields) {
        const message = placed.fields[field];
        if (message === undefined) continue;
        setError(field, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      // The alert says each thing once, however many arguments the API said it about.
      setFormErrors([...new Set(placed.general)]);
      return !focused && placed.general.length === 0;
    },
    [setError, fields, aliases],
  );

  const fail = useCallback(() => setFormErrors([REQUEST_FAILED_MESSAGE]), []);
  const clear = useCallback(() => setFormErrors([]), []);
  return { formErrors, show, fail, clear };
}
