"use client";

import { createContext, type ReactNode, use } from "react";

/** What every field of one SchemaForm reads besides its name. */
export interface SchemaFormSettings {
  /** Prefixes the ids of the form's controls and groups, so two forms on a page differ. */
  formId: string;
  /** Every control and button is disabled (while the item is being saved). */
  disabled: boolean;
  /** What the caller draws after a value's control (SchemaFormProps.fieldExtras). */
  fieldExtras?: ((name: string) => ReactNode) | undefined;
}

export const SchemaFormContext = createContext<SchemaFormSettings>({
  formId: "schema-form",
  disabled: false,
});

export function useSchemaForm(): SchemaFormSettings {
  return use(SchemaFormContext);
}
