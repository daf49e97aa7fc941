import { isPlainObject } from "@meridian/content/schema-walk";
import type { z } from "zod";
import { WRITTEN } from "./form-values";
import { type FieldShape, fieldNode, optionFor } from "./walk-schema";

export type RawPath = (string | number)[];

/** A value the form cannot turn into raw at all (JSON that does not parse). */
export interface ValueProblem {
  path: RawPath;
  message: string;
}

export interface RawResult {
  /** The item as content/'s YAML would hold it: what was typed, not what zod makes of it. */
  raw: unknown;
  problems: ValueProblem[];
}

/**
 * The raw item for the form's values (the inverse of `valuesFromRaw`): numbers typed become
 * numbers, an empty optional value is left out rather than written as "", a default left alone
 * stays unwritten if the item never wrote it, JSON fields are parsed. Nothing is checked here but
 * JSON: the schema judges the result, in the content build's words.
 */
export function rawFromValues(schema: z.ZodType, values: unknown): RawResult {
  const problems: ValueProblem[] = [];
  const raw = rawOf(schema, values, { path: [], written: true, problems });
  return { raw, problems };
}

interface Place {
  path: RawPath;
  /** Whether the item as written had this value (a new entry has nothing written). */
  written: boolean;
  problems: ValueProblem[];
}

function child(place: Place, key: string | number, written = true): Place {
  return { path: [...place.path, key], written, problems: place.problems };
}

/** The raw value, or undefined to leave it out. */
function rawOf(schema: z.ZodType, value: unknown, place: Place): unknown {
  const node = fieldNode(schema);
  const shape = node.shape;
  // Left alone, an unwritten value the schema lets go stays unwritten.
  const unwritten = node.optional && !place.written;
  switch (shape.kind) {
    case "text": {
      const text = asString(value);
      return text === "" && node.optional ? undefined : text;
    }
    case "number":
      return numberOf(asString(value));
    case "enum":
      return asString(value) === "" ? undefined : value;
    case "boolean": {
      const ticked = value === true;
      return unwritten && ticked === (node.defaultValue ?? false) ? undefined : ticked;
    }
    case "literal":
      return value;
    case "object":
      return isPlainObject(value) ? objectOf(shape.fields, value, place) : undefined;
    case "list": {
      const entries = Array.isArray(value) ? value : [];
      const list = entries.map((entry, index) =>
        rawOf(shape.element, shape.wrapped ? entryValue(entry) : entry, child(place, index)),
      );
      return list.length === 0 && unwritten ? undefined : list;
    }
    case "tuple":
      return shape.items.map((item, index) =>
        rawOf(item, Array.isArray(value) ? value[index] : undefined, child(place, index)),
      );
    case "union":
      return isPlainObject(value) ? unionOf(shape, value, place) : undefined;
    case "json":
      return jsonOf(asString(value), place);
  }
}

function objectOf(
  fields: readonly [string, z.ZodType][],
  values: Record<string, unknown>,
  place: Place,
): Record<string, unknown> {
  const written = isPlainObject(values[WRITTEN]) ? values[WRITTEN] : {};
  const known = new Map(fields);
  const raw: Record<string, unknown> = {};
  // The written order first, then the schema's: a saved item differs only where it was changed.
  for (const key of new Set([...Object.keys(written), ...known.keys()])) {
    const schema = known.get(key);
    const value = schema
      ? rawOf(schema, values[key], child(place, key, key in written))
      : written[key];
    if (value !== undefined) raw[key] = value;
  }
  return raw;
}

function unionOf(
  shape: Extract<FieldShape, { kind: "union" }>,
  values: Record<string, unknown>,
  place: Place,
): unknown {
  const tag = values[shape.discriminator];
  const option = optionFor(shape.options, tag);
  if (option) return rawOf(option.schema, values, place);
  const written = isPlainObject(values[WRITTEN]) ? values[WRITTEN] : {};
  return { ...written, [shape.discriminator]: tag };
}

function entryValue(entry: unknown): unknown {
  return isPlainObject(entry) ? entry.value : undefined;
}

/** A decimal number as staff type one: digits, a point, a sign, an exponent; nothing else. */
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** The number typed; left out when empty; the text as typed when it is no number. */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return NUMBER.test(trimmed) ? Number(trimmed) : text;
}

function jsonOf(text: string, place: Place): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    place.problems.push({ path: place.path, message: `must be JSON: ${reason}` });
    return undefined;
  }
}

function asString(value: unknown): string {
  return typeof value === "string" ? value : value == null ? "" : String(value);
}
