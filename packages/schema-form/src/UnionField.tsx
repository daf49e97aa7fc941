"use client";

import { useField } from "@meridian/form-fields/use-field";
import { Select } from "@meridian/ui/select";
import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FieldGroup } from "./FieldGroup";
import { fieldId, join } from "./field-places";
import { optionValue } from "./form-values";
import { labelOf } from "./labels";
import { ObjectFields } from "./ObjectFields";
import { useSchemaForm } from "./schema-form-context";
import { type FieldShape, fieldNode, optionFor } from "./walk-schema";

export interface UnionFieldProps {
  shape: Extract<FieldShape, { kind: "union" }>;
  name: string;
  label: string;
  actions?: ReactNode;
}

/**
 * A value of one of several kinds told apart by a tag (a page's content block by its `type`): a
 * select of the kind, then the chosen kind's fields. Choosing another kind starts its fields
 * empty; what the old kind held is not carried over.
 */
export function UnionField({ shape, name, label, actions }: UnionFieldProps) {
  const { formId, disabled } = useSchemaForm();
  const tagName = join(name, shape.discriminator);
  const tag: unknown = useWatch({ name: tagName });
  const { setValue } = useFormContext();
  const { registration, error } = useField(tagName);
  const option = optionFor(shape.options, tag);
  const tags = shape.options.map((known) => known.tag);
  // A tag the schema does not know is offered as written until another is chosen.
  if (typeof tag === "string" && tag !== "" && !option) tags.push(tag);
  const fields = option ? fieldNode(option.schema).shape : undefined;

  return (
    <FieldGroup name={name} legend={label} actions={actions}>
      <Select
        {...registration}
        id={fieldId(formId, tagName)}
        label={labelOf(shape.discriminator)}
        error={error}
        disabled={disabled}
        options={tags.map((value) => ({ value, label: labelOf(value) }))}
        // Without a known tag the select says so rather than pick a kind the item did not name.
        placeholder={option ? undefined : "Choose…"}
        onChange={(event) => {
          setValue(name, optionValue(shape, event.target.value), { shouldDirty: true });
          void registration.onChange(event);
        }}
      />
      {fields?.kind === "object" ? (
        <ObjectFields
          key={option?.tag}
          fields={fields.fields}
          name={name}
          skip={shape.discriminator}
        />
      ) : null}
    </FieldGroup>
  );
}
