import { unwrapSchema } from "@meridian/content/schema-walk";
import type { z } from "zod";

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * The schema of the value a form's field name leads to ("images.0" → the image source), through
 * objects' keys and lists' entries, wrappers looked through; null where the name leaves it.
 */
export function schemaAt(schema: z.ZodType, name: string): z.ZodType | null {
  let current = unwrapSchema(schema);
  for (const key of name ? name.split(".") : []) {
    const def = defOf(current);
    const next =
      def.type === "object" ? def.shape?.[key] : def.type === "array" ? def.element : undefined;
    if (!next) return null;
    current = unwrapSchema(next);
  }
  return current;
}
