import { markdown } from "@meridian/content/schema";
import type { z } from "zod";

/**
 * What the form draws for one schema node, read from zod 4's `_zod.def` as the content build's
 * own walker reads it (`@meridian/content/schema-walk`). Its `unwrapSchema` forgets what the
 * wrappers said; a form needs it, so the wrappers — optional, default, nullable, lazy, pipe — are
 * looked through here and what they said is kept on the node.
 * Children stay schemas: a form asks for a child's node only when it draws it, so a recursive
 * (lazy) schema costs nothing until it is opened.
 */
export type FieldShape =
  | { kind: "object"; fields: [key: string, schema: z.ZodType][] }
  | { kind: "text"; multiline: boolean }
  | { kind: "number"; integer: boolean }
  | { kind: "boolean" }
  | { kind: "enum"; options: string[] }
  | { kind: "literal"; value: unknown }
  /** `wrapped`: entries that are not objects sit in `{ value }`, as react-hook-form's lists need. */
  | { kind: "list"; element: z.ZodType; wrapped: boolean }
  | { kind: "tuple"; items: z.ZodType[] }
  | { kind: "union"; discriminator: string; options: UnionOption[] }
  /** Records, plain unions and anything else: written as JSON. */
  | { kind: "json" };

export interface UnionOption {
  tag: string;
  schema: z.ZodType;
}

export interface FieldNode {
  shape: FieldShape;
  /** The value may be left out: the schema is optional or has a default. */
  optional: boolean;
  /** The default the content build fills in when the value is left out. */
  defaultValue?: unknown;
  /** The schema's `.describe()` text, shown as the field's hint. */
  description?: string;
}

/** Strings whose schema is one of these are Markdown (or other long text): a textarea. */
const MULTILINE: ReadonlySet<z.ZodType> = new Set([markdown]);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  innerType?: z.ZodType;
  defaultValue?: unknown;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  discriminator?: string;
}

interface Internals {
  def: Def;
  propValues?: Record<string, Set<unknown>>;
}

function internalsOf(schema: z.ZodType): Internals {
  return (schema as unknown as { _zod: Internals })._zod;
}

/** Wrappers that let a value be left out (null is left out too: YAML has no use for it here). */
const LEAVE_OUT = new Set(["optional", "nullable", "default", "prefault"]);

const nodes = new WeakMap<z.ZodType, FieldNode>();

/** The node of `schema`: what to draw, and whether it may be left out. */
export function fieldNode(schema: z.ZodType): FieldNode {
  const known = nodes.get(schema);
  if (known) return known;
  const node = readNode(schema);
  nodes.set(schema, node);
  return node;
}

function readNode(schema: z.ZodType): FieldNode {
  const node: Omit<FieldNode, "shape"> = { optional: false };
  let current = schema;
  for (let depth = 0; depth < 32; depth++) {
    if (current.description && node.description === undefined) {
      node.description = current.description;
    }
    // By identity, before the pipe is looked through: `markdown` is a string piped to a parser.
    if (MULTILINE.has(current)) return { ...node, shape: { kind: "text", multiline: true } };
    const def = internalsOf(current).def;
    if (LEAVE_OUT.has(def.type)) {
      node.optional = true;
      // zod 4's `defaultValue` is a getter that clones the default on every read.
      if (def.type !== "optional" && def.type !== "nullable") node.defaultValue = def.defaultValue;
      current = def.innerType!;
    } else if (def.innerType) current = def.innerType;
    else if (def.type === "lazy" && def.getter) current = def.getter();
    else if (def.type === "pipe" && def.in) current = def.in;
    else return { ...node, shape: shapeOf(current, def) };
  }
  return { ...node, shape: { kind: "json" } };
}

function shapeOf(schema: z.ZodType, def: Def): FieldShape {
  switch (def.type) {
    case "string":
      return { kind: "text", multiline: false };
    case "number":
      return { kind: "number", integer: (schema as z.ZodNumber).isInt === true };
    case "boolean":
      return { kind: "boolean" };
    case "enum":
      return { kind: "enum", options: Object.values(def.entries ?? {}).map(String) };
    case "literal":
      return def.values?.length === 1
        ? { kind: "literal", value: def.values[0] }
        : { kind: "json" };
    case "object":
      return { kind: "object", fields: Object.entries(def.shape ?? {}) };
    case "array":
      return { kind: "list", element: def.element!, wrapped: !isObjectLike(def.element!) };
    case "tuple":
      return { kind: "tuple", items: def.items ?? [] };
    case "union":
      return def.discriminator
        ? unionShape(def.discriminator, def.options ?? [])
        : { kind: "json" };
    default:
      return { kind: "json" };
  }
}

function unionShape(discriminator: string, schemas: z.ZodType[]): FieldShape {
  const options: UnionOption[] = [];
  for (const option of schemas) {
    const tags = internalsOf(option).propValues?.[discriminator] ?? new Set();
    // An option that is not a plain object (a nested union) is written as JSON.
    if (fieldNode(option).shape.kind !== "object" || tags.size !== 1) return { kind: "json" };
    options.push({ tag: String([...tags][0]), schema: option });
  }
  return { kind: "union", discriminator, options };
}

/** Whether values of `schema` are objects (an object or a union of objects). */
function isObjectLike(schema: z.ZodType): boolean {
  const kind = fieldNode(schema).shape.kind;
  return kind === "object" || kind === "union";
}

/** The option of a discriminated union whose tag is `tag`, if any. */
export function optionFor(options: readonly UnionOption[], tag: unknown): UnionOption | undefined {
  return options.find((option) => option.tag === tag);
}
