"use client";

import { Form } from "@meridian/form-fields/form";
import { Button } from "@meridian/ui/button";
import { Stack } from "@meridian/ui/stack";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";
import { ErrorSummary } from "./ErrorSummary";
import { valuesFromRaw } from "./form-values";
import { ObjectFields } from "./ObjectFields";
import { errorsByName, schemaResolver } from "./resolver";
import type { FieldFacts, FieldOption } from "./schema-form-context";
import { SchemaFormContext } from "./schema-form-context";
import { fieldNode } from "./walk-schema";

/** A problem the API found on saving: `field` as a dotted path ("styles.0.file"), or none. */
export interface ServerError {
  field: string | null;
  message: string;
}

export interface SchemaFormProps {
  /** The item schema of one content kind: `SOURCE_LAYOUT[kind].schema`. */
  schema: z.ZodType;
  /** The item as content/'s YAML holds it: raw, not parsed. */
  defaultValues: Record<string, unknown>;
  /** Called with the raw item once the schema accepts it: what was typed, never zod's output. */
  onSubmit: (raw: Record<string, unknown>) => void | Promise<void>;
  /** What the API refused on the last save; each is shown at its field and in the summary. */
  serverErrors?: readonly ServerError[];
  submitLabel: string;
  /** Disables every control and button (while saving). */
  disabled?: boolean;
  /** The form's accessible name: "Edit Geist". */
  "aria-label"?: string;
  /**
   * Drawn after the control of the value named `name` ("styles.0.file"), inside the form: a
   * caller's own help for a field, such as an upload that fills it in (`useFormContext` there
   * reaches this form), or a Markdown field's preview. Return nothing for the other fields.
   */
  fieldExtras?: (name: string, facts: FieldFacts) => ReactNode;
  /**
   * The values a text field named `name` suggests as staff type, searched by value and label: a
   * relation's choices (a classification's id, a font's slug). Typing another value stays
   * possible, for the content build to check.
   */
  fieldOptions?: (name: string) => readonly FieldOption[] | undefined;
}

/**
 * The editing form of one catalogue item, generated from its kind's zod schema: a field for each
 * key in the schema's order, checked on submit in the content build's words. Its values are read
 * once: to edit another item, give the form a new `key`.
 */
export function SchemaForm({
  schema,
  defaultValues,
  onSubmit,
  serverErrors,
  submitLabel,
  disabled = false,
  "aria-label": ariaLabel,
  fieldExtras,
  fieldOptions,
}: SchemaFormProps) {
  const formId = useId();
  const root = fieldNode(schema).shape;
  if (root.kind !== "object") {
    throw new Error(`SchemaForm draws an item whose schema is an object, not a ${root.kind}.`);
  }
  const [values] = useState(() => valuesFromRaw(schema, defaultValues));
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const form = useForm<FieldValues>({ defaultValues: values, resolver });
  const { setError } = form;
  const settings = useMemo(
    () => ({ formId, disabled, fieldExtras, fieldOptions }),
    [formId, disabled, fieldExtras, fieldOptions],
  );

  useEffect(() => {
    const problems = (serverErrors ?? []).map(({ field, message }) => ({
      path: field ? field.split(".") : [],
      message,
    }));
    for (const [name, error] of Object.entries(errorsByName(schema, problems, "server"))) {
      setError(name, error);
    }
  }, [schema, serverErrors, setError]);

  return (
    <SchemaFormContext value={settings}>
      <Form form={form} aria-label={ariaLabel} onSubmit={form.handleSubmit((raw) => onSubmit(raw))}>
        <Stack space={6}>
          <ErrorSummary schema={schema} />
          <ObjectFields fields={root.fields} name="" />
          <div>
            <Button type="submit" variant="primary" disabled={disabled}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </Form>
    </SchemaFormContext>
  );
}
