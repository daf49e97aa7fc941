import { toNestErrors } from "@hookform/resolvers";
import { describeIssue } from "@meridian/content/messages";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { placeOf } from "./field-places";
import { type RawPath, rawFromValues } from "./raw-values";

/** Something wrong with one raw value, in the content build's words. */
export interface Problem {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Checks the form as the content build checks the item: the raw values, parsed with the kind's
 * schema, each issue worded by `describeIssue`. What is submitted is the raw item, never zod's
 * output (a Markdown field stays Markdown).
 */
export function schemaResolver(schema: z.ZodType): Resolver<FieldValues> {
  return (values, _context, options) => {
    const { raw, problems } = rawFromValues(schema, values);
    const parsed = schema.safeParse(raw);
    const issues = parsed.success ? [] : parsed.error.issues;
    const found: Problem[] = [
      ...problems,
      ...issues
        // A JSON field that does not parse says so once, not again as a missing value.
        .filter((issue) => !problems.some((problem) => within(issue.path, problem.path)))
        .map((issue) => ({ path: issue.path, message: describeIssue(issue, raw) })),
    ];
    if (found.length === 0) return { values: raw as FieldValues, errors: {} };
    return { values: {}, errors: toNestErrors(errorsByName(schema, found, "schema"), options) };
  };
}

/**
 * Each problem at the field the form draws for it (the first per field wins): a problem below a
 * JSON field names where inside it, one about the whole item goes to the form's root errors.
 */
export function errorsByName(
  schema: z.ZodType,
  problems: readonly Problem[],
  type: string,
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  problems.forEach(({ path, message }, index) => {
    const { name, rest } = placeOf(schema, path);
    const text = rest.length > 0 ? `${rest.join(".")}: ${message}` : message;
    errors[name === "" ? `root.${type}-${index}` : name] ??= { type, message: text };
  });
  return errors;
}

function within(path: readonly PropertyKey[], ancestor: RawPath): boolean {
  return ancestor.every((key, index) => path[index] === key);
}
