import type { z } from "zod";

/**
 * Walks a value alongside the zod schema that describes it, so checks can ask "what is this
 * node?" by schema identity (every `imageSource`, every `contentBlock`) instead of guessing from
 * the data's shape. Wrappers (optional, default, lazy, pipe) are looked through; a discriminated
 * union follows the option its discriminator names.
 *
 * It reads zod 4's `_zod.def`, the introspection surface zod documents for library authors.
 */
export type SchemaPath = (string | number)[];

export type SchemaVisitor = (schema: z.ZodType, value: unknown, path: SchemaPath) => void;

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** Looks through optional, default, lazy and similar wrappers to the schema that shapes the value. */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 32; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === "lazy" && def.getter) current = def.getter();
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
  return current;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The keys an object schema knows, or null when the schema (as given, not unwrapped) is no object. */
export function objectKeys(schema: z.ZodType): string[] | null {
  const def = defOf(schema);
  return def.type === "object" && def.shape ? Object.keys(def.shape) : null;
}

function unionOption(def: Def, value: unknown): z.ZodType | undefined {
  const options = def.options ?? [];
  if (def.discriminator) {
    if (!isPlainObject(value)) return undefined;
    const tag = value[def.discriminator];
    return options.find((option) => {
      const values = (option as unknown as { _zod: { propValues?: Record<string, Set<unknown>> } })
        ._zod.propValues?.[def.discriminator!];
      return values?.has(tag) ?? false;
    });
  }
  return options.find((option) => option.safeParse(value).success);
}

/** Calls `visit` for every node of `value`, with the schema that describes it, depth first. */
export function walkWithSchema(
  schema: z.ZodType,
  value: unknown,
  visit: SchemaVisitor,
  path: SchemaPath = [],
): void {
  // The visitor sees the schema as written (so identity checks match) before unwrapping.
  visit(schema, value, path);
  const inner = unwrapSchema(schema);
  if (inner !== schema) visit(inner, value, path);
  const def = defOf(inner);
  switch (def.type) {
    case "object":
      if (isPlainObject(value) && def.shape) {
        for (const [key, child] of Object.entries(def.shape)) {
          if (key in value) walkWithSchema(child, value[key], visit, [...path, key]);
        }
      }
      return;
    case "array":
      if (Array.isArray(value) && def.element) {
        for (const [index, item] of value.entries()) {
          walkWithSchema(def.element, item, visit, [...path, index]);
        }
      }
      return;
    case "tuple":
      if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) {
          const child = def.items?.[index] ?? def.rest ?? undefined;
          if (child) walkWithSchema(child, item, visit, [...path, index]);
        }
      }
      return;
    case "record":
      if (isPlainObject(value) && def.valueType) {
        for (const [key, item] of Object.entries(value)) {
          walkWithSchema(def.valueType, item, visit, [...path, key]);
        }
      }
      return;
    case "union": {
      const option = unionOption(def, value);
      if (option) walkWithSchema(option, value, visit, path);
      return;
    }
    default:
      return;
  }
}
