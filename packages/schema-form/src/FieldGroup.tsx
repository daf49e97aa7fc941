"use client";

import { Inline } from "@meridian/ui/inline";
import type { ReactNode } from "react";
import { get, useFormState } from "react-hook-form";
import * as styles from "./FieldGroup.css";
import { fieldId } from "./field-places";
import { useSchemaForm } from "./schema-form-context";

export interface FieldGroupProps {
  /** The form's name of the object or list the group holds. */
  name: string;
  legend: string;
  /** Buttons for the whole group (an entry's Move and Remove, a list's Add). */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A fieldset with its legend, its own message (a list too short, a group left out) tied to it,
 * and its buttons after its fields. It takes focus from the error summary's links.
 */
export function FieldGroup({ name, legend, actions, children }: FieldGroupProps) {
  const { formId } = useSchemaForm();
  const id = fieldId(formId, name);
  const error = useGroupError(name);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={styles.group}
      aria-describedby={error ? `${id}-error` : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
      {children}
      {actions ? <Inline space={2}>{actions}</Inline> : null}
    </fieldset>
  );
}

interface GroupError {
  message?: string;
  root?: { message?: string };
}

/** The message of the group itself: a list's sits in `root` (react-hook-form's field arrays). */
function useGroupError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: GroupError | undefined = get(errors, name);
  return error?.root?.message ?? error?.message;
}
