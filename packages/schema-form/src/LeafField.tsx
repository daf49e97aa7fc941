"use client";

import { Checkbox } from "@meridian/form-fields/checkbox";
import { Select } from "@meridian/form-fields/select";
import { TextField } from "@meridian/form-fields/text-field";
import { Textarea } from "@meridian/form-fields/textarea";
import { Text } from "@meridian/ui/text";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { fieldId } from "./field-places";
import { hintOf } from "./labels";
import { type FieldOption, useSchemaForm } from "./schema-form-context";
import type { FieldNode } from "./walk-schema";

export interface LeafFieldProps {
  node: FieldNode;
  name: string;
  label: string;
}

/** One value the item holds: a control of form-fields, bound to the form by `name`. */
export function LeafField(props: LeafFieldProps) {
  const { fieldExtras } = useSchemaForm();
  const { shape } = props.node;
  const extras = fieldExtras?.(props.name, {
    markdown: shape.kind === "text" && shape.multiline,
    label: props.label,
  });
  if (!extras) return <LeafControl {...props} />;
  return (
    <div>
      <LeafControl {...props} />
      {extras}
    </div>
  );
}

function LeafControl({ node, name, label }: LeafFieldProps) {
  const { formId, disabled, fieldOptions } = useSchemaForm();
  const { getValues } = useFormContext();
  // The value in the HTML too, not only set by the form once it runs: the page shows the item
  // before its script arrives.
  const [initial] = useState<unknown>(() => getValues(name));
  const text = typeof initial === "string" || typeof initial === "number" ? String(initial) : "";
  const field = { name, label, id: fieldId(formId, name), hint: hintOf(node), disabled };
  const shape = node.shape;
  switch (shape.kind) {
    case "text":
      if (shape.multiline) return <Textarea {...field} rows={6} defaultValue={text} />;
      // A line break would be lost in a one-line input (an image's text of several lines).
      if (text.includes("\n")) return <Textarea {...field} rows={3} defaultValue={text} />;
      return <SuggestingTextField field={field} text={text} options={fieldOptions?.(name)} />;
    case "number":
      // Text, not type="number": letters typed stay as typed, for the content build to refuse.
      return (
        <TextField
          {...field}
          defaultValue={text}
          inputMode={shape.integer ? "numeric" : "decimal"}
          spellCheck={false}
        />
      );
    case "boolean":
      return <Checkbox {...field} defaultChecked={initial === true} />;
    case "enum":
      return <EnumSelect {...field} node={node} options={shape.options} defaultValue={text} />;
    case "literal":
      // Not editable: the value is kept as it is.
      return (
        <Text size="small">
          {label}: {String(shape.value)}
        </Text>
      );
    default:
      return <Textarea {...field} rows={4} spellCheck={false} defaultValue={text} />;
  }
}

/**
 * A text field; with options, they are suggested as staff type (the browser's own list, searched
 * by value and label, worked by keyboard), and any other value may still be typed.
 */
function SuggestingTextField({
  field,
  text,
  options,
}: {
  field: { name: string; label: string; id: string; hint: string | undefined; disabled: boolean };
  text: string;
  options: readonly FieldOption[] | undefined;
}) {
  if (!options?.length) return <TextField {...field} defaultValue={text} />;
  const listId = `${field.id}-options`;
  return (
    <>
      <TextField {...field} defaultValue={text} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </datalist>
    </>
  );
}

interface EnumSelectProps {
  name: string;
  label: string;
  id: string;
  hint: string | undefined;
  disabled: boolean;
  node: FieldNode;
  options: readonly string[];
  defaultValue: string;
}

/**
 * The enum's values, as written in the YAML. A value the schema does not know is offered too, so
 * it is kept until changed and the content build can say what is wrong with it.
 */
function EnumSelect({ node, options, ...field }: EnumSelectProps) {
  const { getValues } = useFormContext();
  const [written] = useState<unknown>(() => getValues(field.name));
  const values =
    typeof written === "string" && written !== "" && !options.includes(written)
      ? [...options, written]
      : options;
  const placeholder = !node.optional
    ? "Choose…"
    : node.defaultValue === undefined
      ? "None"
      : `Default (${String(node.defaultValue)})`;
  return (
    <Select
      {...field}
      placeholder={placeholder}
      options={values.map((value) => ({ value, label: value }))}
    />
  );
}
