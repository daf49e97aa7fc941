import { Stack } from "@meridian/ui/stack";
import type { z } from "zod";
import { join } from "./field-places";
import { labelOf } from "./labels";
import { SchemaField } from "./SchemaField";

export interface ObjectFieldsProps {
  /** The object's keys and their schemas, in the schema's order. */
  fields: readonly [string, z.ZodType][];
  /** The form's name of the object: "" for the item itself. */
  name: string;
  /** A key drawn elsewhere (a union's tag, drawn as its select). */
  skip?: string;
}

/** An object's fields one under another, each labelled from its key. */
export function ObjectFields({ fields, name, skip }: ObjectFieldsProps) {
  return (
    <Stack space={4}>
      {fields
        .filter(([key]) => key !== skip)
        .map(([key, schema]) => (
          <SchemaField key={key} schema={schema} name={join(name, key)} label={labelOf(key)} />
        ))}
    </Stack>
  );
}
