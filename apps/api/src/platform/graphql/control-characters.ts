import type { UserError } from "@meridian/graphql/errors";
import type { GraphQLField, GraphQLFieldResolver, GraphQLObjectType, GraphQLSchema } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { userError } from "../../errors";

/** Which values, by their path from the argument's name, may hold newlines. */
export type MultiLine = (path: readonly string[]) => boolean;

/**
 * The shop's arguments typed on several lines (a textarea): newlines stay allowed there.
 * Everything else is one line. Tabs are allowed everywhere (pasted from a spreadsheet, say).
 */
const MULTI_LINE_ARGUMENTS = new Set(["notes"]);
const shopMultiLine: MultiLine = (path) => MULTI_LINE_ARGUMENTS.has(path[0] ?? "");

/** Unicode's control characters (Cc: C0, DEL and C1) other than tab, and other than newlines. */
const CONTROL = /[^\P{Cc}\t]/u;
const CONTROL_EXCEPT_NEWLINES = /[^\P{Cc}\t\n\r]/u;

export const CONTROL_CHARACTER_MESSAGE =
  "Remove the control character (an invisible character such as NUL) from this field.";

/**
 * The dotted path of the first string in `value` holding a control character it may not hold,
 * or null. PostgreSQL refuses NUL in text (SQLSTATE 22021), and no field of the shop has a use
 * for the others; `path` starts at the argument's name.
 */
export function findControlCharacter(
  value: unknown,
  path: string[],
  multiLine: MultiLine = shopMultiLine,
): string | null {
  if (typeof value === "string") {
    return (multiLine(path) ? CONTROL_EXCEPT_NEWLINES : CONTROL).test(value)
      ? path.join(".")
      : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControlCharacter(item, [...path, String(index)], multiLine);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const next = path.length === 0 ? [key] : [...path, key];
      const found = findControlCharacter(item, next, multiLine);
      if (found) return found;
    }
  }
  return null;
}

/**
 * A mutation payload that refuses the call: its `errors`, and false for each required Boolean
 * (`ok`, `subscribed`); every other field of a payload is nullable (DESIGN 7.1).
 */
function refusalPayload(type: GraphQLObjectType, error: UserError): Record<string, unknown> {
  const payload: Record<string, unknown> = { errors: [error] };
  for (const [name, field] of Object.entries(type.getFields())) {
    if (String(field.type) === "Boolean!") payload[name] = false;
  }
  return payload;
}

function guarded(
  field: GraphQLField<unknown, unknown>,
  operation: "query" | "mutation",
  multiLine: MultiLine,
): GraphQLFieldResolver<unknown, unknown> | undefined {
  const resolve = field.resolve;
  if (!resolve || field.args.length === 0) return resolve;
  // Read by shape, not with graphql's instanceof helpers: the schema may come from another
  // copy of the graphql module than this file's (vitest loads the ESM build, yoga the CJS).
  const payloadType = (
    "ofType" in field.type ? field.type.ofType : field.type
  ) as GraphQLObjectType;
  const hasErrors = "getFields" in payloadType && "errors" in payloadType.getFields();
  return (source, args, context, info) => {
    const path = findControlCharacter(args, [], multiLine);
    if (!path) return resolve(source, args, context, info);
    const error = userError("INVALID_INPUT", path, CONTROL_CHARACTER_MESSAGE);
    if (operation === "mutation" && hasErrors) return refusalPayload(payloadType, error);
    throw createGraphQLError(CONTROL_CHARACTER_MESSAGE, {
      extensions: { code: "BAD_REQUEST", field: path },
    });
  };
}

/**
 * Refuses control characters in every argument of every query and mutation, in one place,
 * before any resolver reads the database: a mutation answers with a field error in its
 * payload, a query with a top-level BAD_REQUEST naming the field. Nothing is written.
 * `multiLine` says which values may hold newlines (the shop's: its textareas).
 */
export function refuseControlCharacters(
  schema: GraphQLSchema,
  multiLine: MultiLine = shopMultiLine,
): GraphQLSchema {
  const roots = [
    [schema.getQueryType(), "query"],
    [schema.getMutationType(), "mutation"],
  ] as const;
  for (const [type, operation] of roots) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      // Fields of a freshly built schema are ours to wrap; the schema is not shared.
      field.resolve = guarded(field, operation, multiLine);
    }
  }
  return schema;
}
