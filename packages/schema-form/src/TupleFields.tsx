import type { ReactNode } from "react";
import type { z } from "zod";
import { FieldGroup } from "./FieldGroup";
import { join } from "./field-places";
import { entryLabel } from "./labels";
import { SchemaField } from "./SchemaField";

export interface TupleFieldsProps {
  items: readonly z.ZodType[];
  name: string;
  label: string;
  actions?: ReactNode;
}

/** A list of fixed length (two tiles, four size factors): its entries, none added or removed. */
export function TupleFields({ items, name, label, actions }: TupleFieldsProps) {
  return (
    <FieldGroup name={name} legend={label} actions={actions}>
      {items.map((schema, index) => (
        <SchemaField
          // The entries are fixed: their place is who they are.
          // biome-ignore lint/suspicious/noArrayIndexKey: a tuple's entries never move.
          key={index}
          schema={schema}
          name={join(name, index)}
          label={entryLabel(label, index)}
        />
      ))}
    </FieldGroup>
  );
}
