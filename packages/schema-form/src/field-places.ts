import type { z } from "zod";
import { entryLabel, labelOf } from "./labels";
import { type FieldShape, fieldNode } from "./walk-schema";

/** Where the form shows something said about one raw value. */
export interface FieldPlace {
  /** The form's name of the deepest field drawn on the way: "" for the item as a whole. */
  name: string;
  /** The labels leading there, as the form shows them: ["Styles 2", "File"]. */
  labels: string[];
  /** What is left of the path below that field: inside a JSON field, or a key the schema lacks. */
  rest: string[];
}

/**
 * The field of the form that holds the raw value at `path` (a zod issue's path, a server error's
 * `styles.0.file` split at the dots). Entries of lists of plain values sit in `{ value }` in the
 * form, so their names end in `.value`; a form name may be given too, its `value` steps skipped.
 */
export function placeOf(schema: z.ZodType, path: readonly PropertyKey[]): FieldPlace {
  const names: string[] = [];
  const labels: string[] = [];
  let current = schema;
  let index = 0;
  for (; index < path.length; index++) {
    const segment = String(path[index]);
    const shape = fieldNode(current).shape;
    const next = childOf(shape, segment);
    if (!next) break;
    names.push(segment);
    current = next;
    if (shape.kind === "list" || shape.kind === "tuple") {
      labels.push(entryLabel(labels.pop() ?? "", Number(segment)));
    } else labels.push(labelOf(segment));
    if (shape.kind === "list" && shape.wrapped) {
      names.push("value");
      if (path[index + 1] === "value") index++;
    }
  }
  return { name: names.join("."), labels, rest: path.slice(index).map(String) };
}

function childOf(shape: FieldShape, segment: string): z.ZodType | undefined {
  switch (shape.kind) {
    case "object":
      return shape.fields.find(([key]) => key === segment)?.[1];
    case "union":
      // A path carries no tag; the options agree on the fields they share (`images`, `body`).
      for (const option of shape.options) {
        const found = childOf(fieldNode(option.schema).shape, segment);
        if (found) return found;
      }
      return undefined;
    case "list":
      return /^\d+$/.test(segment) ? shape.element : undefined;
    case "tuple":
      return /^\d+$/.test(segment) ? shape.items[Number(segment)] : undefined;
    default:
      return undefined;
  }
}

/** A name inside the object or list named `name`. */
export function join(name: string, key: string | number): string {
  return name === "" ? String(key) : `${name}.${key}`;
}

/** The id of the control (or group) of the field `name`, for labels and the error summary's links. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}
