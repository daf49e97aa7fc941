"use client";

import { Inline } from "@meridian/ui/inline";
import { Stack } from "@meridian/ui/stack";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FieldGroup } from "./FieldGroup";
import { LeafField } from "./LeafField";
import { ListField } from "./ListField";
import { ObjectFields } from "./ObjectFields";
import { OptionalGroup } from "./OptionalGroup";
import { TupleFields } from "./TupleFields";
import { UnionField } from "./UnionField";
import { fieldNode } from "./walk-schema";

export interface SchemaFieldProps {
  schema: z.ZodType;
  /** The form's name of the value: "designer", "styles.1.file". */
  name: string;
  label: string;
  /** Buttons that act on this value (a list entry's Move and Remove). */
  actions?: ReactNode;
}

/** The field for one value of the item, as its schema says: a control, or a group of fields. */
export function SchemaField({ schema, name, label, actions }: SchemaFieldProps) {
  const node = fieldNode(schema);
  const shape = node.shape;
  switch (shape.kind) {
    case "object":
    case "union": {
      const group = (more?: ReactNode) => {
        const buttons =
          more || actions ? (
            <>
              {more}
              {actions}
            </>
          ) : undefined;
        return shape.kind === "object" ? (
          <FieldGroup name={name} legend={label} actions={buttons}>
            <ObjectFields fields={shape.fields} name={name} />
          </FieldGroup>
        ) : (
          <UnionField shape={shape} name={name} label={label} actions={buttons} />
        );
      };
      return node.optional ? (
        <OptionalGroup schema={schema} name={name} label={label}>
          {group}
        </OptionalGroup>
      ) : (
        group()
      );
    }
    case "list":
      return <ListField shape={shape} name={name} label={label} actions={actions} />;
    case "tuple":
      return <TupleFields items={shape.items} name={name} label={label} actions={actions} />;
    default:
      return actions ? (
        <Stack space={2}>
          <LeafField node={node} name={name} label={label} />
          <Inline space={2}>{actions}</Inline>
        </Stack>
      ) : (
        <LeafField node={node} name={name} label={label} />
      );
  }
}
