import { isPlainObject } from "@meridian/content/schema-walk";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { type FieldShape, fieldNode, optionFor } from "./walk-schema";

/**
 * The key under which each object of the form's values keeps the object as the item wrote it.
 * With it, what the item never said stays unsaid: a default left alone is not written out, keys
 * the schema does not know are kept, and the written order is kept (raw-values.ts). It moves with
 * its entry when a list is reordered; a new entry has an empty one.
 */
export const WRITTEN = "__written";

/**
 * The form's values for a raw item (as content/'s YAML holds it): what each control shows.
 * Strings, numbers and enums are text ("" when left out), booleans are ticks, a left-out optional
 * group is null, list entries that are not objects sit in `{ value }`, JSON fields are text.
 */
export function valuesFromRaw(schema: z.ZodType, raw: Record<string, unknown>): FieldValues {
  return formValue(schema, raw) as FieldValues;
}

/** The form's value for the raw `value` of `schema` (undefined: left out). */
export function formValue(schema: z.ZodType, value: unknown): unknown {
  const node = fieldNode(schema);
  const shape = node.shape;
  switch (shape.kind) {
    case "text":
    case "number":
    case "enum":
      return asText(value);
    case "boolean":
      return typeof value === "boolean" ? value : node.defaultValue === true;
    case "literal":
      return value === undefined ? shape.value : value;
    case "object":
      if (value == null && node.optional) return null;
      return objectValue(shape.fields, isPlainObject(value) ? value : {});
    case "list":
      return Array.isArray(value) ? value.map((entry) => entryValue(shape, entry)) : [];
    case "tuple":
      return shape.items.map((item, index) =>
        formValue(item, Array.isArray(value) ? value[index] : undefined),
      );
    case "union": {
      if (!isPlainObject(value)) return node.optional ? null : newValue(schema);
      const option = optionFor(shape.options, value[shape.discriminator]);
      // A tag the schema does not know: kept as written, for the content build's words on it.
      if (!option) return { [WRITTEN]: value, [shape.discriminator]: value[shape.discriminator] };
      return formValue(option.schema, value);
    }
    case "json":
      return value === undefined ? "" : JSON.stringify(value, null, 2);
  }
}

/**
 * The form's value for a new `schema` value, as Add puts it in: an object's fields empty, a
 * union's first option, nothing written yet.
 */
export function newValue(schema: z.ZodType): unknown {
  const shape = fieldNode(schema).shape;
  if (shape.kind === "object") return objectValue(shape.fields, {});
  if (shape.kind === "union") {
    const [first] = shape.options;
    return first ? optionValue(shape, first.tag) : {};
  }
  return formValue(schema, undefined);
}

/** The form's value for a new entry of a list. */
export function newEntry(shape: Extract<FieldShape, { kind: "list" }>): unknown {
  const value = newValue(shape.element);
  return shape.wrapped ? { value } : value;
}

/** A union's value once its option is `tag`: that option's fields, empty. */
export function optionValue(shape: Extract<FieldShape, { kind: "union" }>, tag: string): unknown {
  const option = optionFor(shape.options, tag);
  return option ? formValue(option.schema, { [shape.discriminator]: tag }) : {};
}

function entryValue(shape: Extract<FieldShape, { kind: "list" }>, entry: unknown): unknown {
  const value = formValue(shape.element, entry);
  return shape.wrapped ? { value } : value;
}

function objectValue(
  fields: readonly [string, z.ZodType][],
  written: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = { [WRITTEN]: written };
  for (const [key, schema] of fields) values[key] = formValue(schema, written[key]);
  return values;
}

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value == null) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
