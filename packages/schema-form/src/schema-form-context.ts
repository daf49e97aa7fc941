"use client";

import { createContext, type ReactNode, use } from "react";

/** What a caller's field extras are told of the field besides its name. */
export interface FieldFacts {
  /** The value is Markdown (content's `markdown`): a caller may preview it. */
  markdown: boolean;
  /** The field's label, as its control shows it. */
  label: string;
}

/** A value a text field suggests as it is typed: a related item's id or slug, and its name. */
export interface FieldOption {
  value: string;
  label: string;
}

/** What every field of one SchemaForm reads besides its name. */
export interface SchemaFormSettings {
  /** Prefixes the ids of the form's controls and groups, so two forms on a page differ. */
  formId: string;
  /** Every control and button is disabled (while the item is being saved). */
  disabled: boolean;
  /** What the caller draws after a value's control (SchemaFormProps.fieldExtras). */
  fieldExtras?: ((name: string, facts: FieldFacts) => ReactNode) | undefined;
  /** The values a text field suggests (SchemaFormProps.fieldOptions). */
  fieldOptions?: ((name: string) => readonly FieldOption[] | undefined) | undefined;
}

export const SchemaFormContext = createContext<SchemaFormSettings>({
  formId: "schema-form",
  disabled: false,
});

export function useSchemaForm(): SchemaFormSettings {
  return use(SchemaFormContext);
}
