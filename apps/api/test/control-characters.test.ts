// Guards the shop API against control characters (issue 13.2): a NUL in any text argument once
// reached PostgreSQL, which refuses it (SQLSTATE 22021), and the caller saw 'Unexpected error.'.
// Generated from the schema: every string argument of every mutation and query, one at a time,
// gets a NUL; each call is refused with a field error naming that argument, answers HTTP 200,
// and writes nothing (the call's unique marker is found in no table afterwards).
import { randomUUID } from "node:crypto";
import { loadSchemaSDL } from "@meridian/graphql/schema";
import { sql } from "drizzle-orm";
import {
  buildSchema,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "../src/platform/graphql/control-characters";
import { createTestApp, type TestApp } from "./helpers/test-app";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const schema = buildSchema(loadSchemaSDL("shop").join("\n"));

/** A value of `type` whose every string is `text`, and the paths of those strings. */
function sampleValue(type: GraphQLInputType, text: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sampleValue(nullable.ofType, text)];
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields()).map((field) => [
        field.name,
        sampleValue(field.type, text),
      ]),
    );
  }
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isScalarType(nullable)) {
    if (nullable.name === "Int" || nullable.name === "Float") return 0;
    if (nullable.name === "Boolean") return false;
    return text;
  }
  throw new Error(`no sample for ${String(type)}`);
}

function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...path, String(index)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function withValueAt(value: unknown, path: string[], replacement: string): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      String(index) === head ? withValueAt(item, rest, replacement) : item,
    );
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, replacement) };
}

interface Case {
  operation: "query" | "mutation";
  field: GraphQLField<unknown, unknown>;
  path: string[];
}

function casesOf(operation: "query" | "mutation"): Case[] {
  const root = operation === "query" ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).flatMap((field) => {
    const args = Object.fromEntries(
      field.args.map((arg) => [arg.name, sampleValue(arg.type, "x")]),
    );
    return stringPaths(args).map((path) => ({ operation, field, path }));
  });
}

const cases = [...casesOf("mutation"), ...casesOf("query")];

function documentOf({ operation, field }: Case): string {
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  const payload = getNamedType(field.type);
  const selection = !isObjectType(payload)
    ? ""
    : "errors" in payload.getFields()
      ? "{ errors { code field message } }"
      : "{ __typename }";
  return `${operation} (${variables}) { ${field.name}(${passed}) ${selection} }`;
}

/** Rows of any table whose text holds `marker`: what a call wrote, if anything. */
async function rowsHolding(marker: string): Promise<string[]> {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await api.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await rows<{ count: string | number }>(
      sql`select count(*) as count from ${sql.identifier(table_name)} t where t::text like ${`%${marker}%`}`,
    );
    if (Number(row?.count) > 0) found.push(table_name);
  }
  return found;
}

describe("a control character in any argument", () => {
  it("covers every string argument the schema has", () => {
    expect(cases.length).toBeGreaterThan(60);
    expect(cases.map(({ field, path }) => `${field.name}.${path.join(".")}`)).toEqual(
      expect.arrayContaining([
        "userRegister.name",
        "createInvoice.items.0.productId",
        "contactOther.notes",
      ]),
    );
  });

  it.each(
    cases.map(
      (testCase) => [`${testCase.field.name}(${testCase.path.join(".")})`, testCase] as const,
    ),
  )("%s is refused with a field error and writes nothing", async (_name, testCase) => {
    const marker = `marker-${randomUUID()}`;
    const args = Object.fromEntries(
      testCase.field.args.map((arg) => [arg.name, sampleValue(arg.type, marker)]),
    );
    const variables = withValueAt(args, testCase.path, `${marker}\u0000`) as Record<
      string,
      unknown
    >;
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: documentOf(testCase), variables }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data?: Record<string, { errors?: unknown[] } | null>;
      errors?: { message: string; extensions?: { code?: string; field?: string } }[];
    };
    const field = testCase.path.join(".");
    if (testCase.operation === "mutation") {
      expect(body.errors).toBeUndefined();
      expect(body.data?.[testCase.field.name]?.errors).toEqual([
        { code: "INVALID_INPUT", field, message: CONTROL_CHARACTER_MESSAGE },
      ]);
    } else {
      expect(body.errors?.[0]).toMatchObject({
        message: CONTROL_CHARACTER_MESSAGE,
        extensions: { code: "BAD_REQUEST", field },
      });
    }
    expect(await rowsHolding(marker)).toEqual([]);
  });
});

describe("characters that stay allowed", () => {
  const CONTACT = /* GraphQL */ `
    mutation ContactOther($companyName: String!, $email: String!, $name: String!, $notes: String, $interests: [String!]!) {
      contactOther(companyName: $companyName, email: $email, name: $name, notes: $notes, interests: $interests) {
        ok
        errors { code field message }
      }
    }
  `;
  const contact = (overrides: Record<string, unknown>) =>
    api.graphql<{ contactOther: { ok: boolean; errors: { field: string }[] } }>(CONTACT, {
      companyName: "Harbour Press",
      email: `enquiry-${randomUUID()}@example.com`,
      name: "Ada Lovelace",
      notes: "A display cut for our masthead.",
      interests: ["Custom font"],
      ...overrides,
    });

  it("keeps newlines in a multi-line field and tabs anywhere", async () => {
    const result = await contact({
      notes: "Two things:\r\n1. a masthead\n2. a text face",
      companyName: "Harbour\tPress",
    });
    expect(result.data?.contactOther).toEqual({ ok: true, errors: [] });
  });

  it("refuses a newline in a one-line field", async () => {
    const result = await contact({ name: "Ada\nLovelace" });
    expect(result.data?.contactOther.ok).toBe(false);
    expect(result.data?.contactOther.errors.map((error) => error.field)).toEqual(["name"]);
  });
});
