"use client";

import { Button } from "@meridian/ui/button";
import { type ReactNode, useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { EntryActions, type EntryButton } from "./EntryActions";
import { FieldGroup } from "./FieldGroup";
import { join } from "./field-places";
import { newEntry } from "./form-values";
import { entryLabel } from "./labels";
import { SchemaField } from "./SchemaField";
import { SortableEntries } from "./SortableEntries";
import { useSchemaForm } from "./schema-form-context";
import type { FieldShape } from "./walk-schema";

export interface ListFieldProps {
  shape: Extract<FieldShape, { kind: "list" }>;
  name: string;
  label: string;
  actions?: ReactNode;
}

/** Where focus goes once a list has changed under the keyboard. */
type PendingFocus = { moved: string; button: "up" | "down" } | { removedAt: number };

/**
 * A list of entries ("Styles 1", "Styles 2", …), each with a handle to drag it by, Move up, Move
 * down and Remove, and an Add button after them. Focus follows what the keyboard did: it stays on the moved entry's
 * button, goes to the next entry's Remove (or Add) after a removal, and into a new entry.
 */
export function ListField({ shape, name, label, actions }: ListFieldProps) {
  const { disabled } = useSchemaForm();
  // react-hook-form keys entries by a generated `id` of its own; the items' ids are untouched.
  const { fields, append, move, remove } = useFieldArray({ name });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);

  useEffect(() => {
    const target = pending.current;
    pending.current = null;
    if (!target) return;
    if ("moved" in target) {
      const button = buttons.current.get(`${target.moved}:${target.button}`);
      const other = buttons.current.get(
        `${target.moved}:${target.button === "up" ? "down" : "up"}`,
      );
      (button?.disabled ? other : button)?.focus();
      return;
    }
    const next = fields[Math.min(target.removedAt, fields.length - 1)];
    (next ? buttons.current.get(`${next.id}:remove`) : addButton.current)?.focus();
  }, [fields]);

  const entryName = (index: number) =>
    shape.wrapped ? join(join(name, index), "value") : join(name, index);

  const act = (index: number, button: EntryButton) => {
    const entry = fields[index];
    if (!entry) return;
    if (button === "remove") {
      pending.current = { removedAt: index };
      remove(index);
    } else {
      pending.current = { moved: entry.id, button };
      move(index, button === "up" ? index - 1 : index + 1);
    }
  };

  return (
    <FieldGroup
      name={name}
      legend={label}
      actions={
        <>
          <Button ref={addButton} disabled={disabled} onClick={() => append(newEntry(shape))}>
            Add to {label}
          </Button>
          {actions}
        </>
      }
    >
      <SortableEntries
        ids={fields.map((entry) => entry.id)}
        labelOf={(index) => entryLabel(label, index)}
        disabled={disabled}
        onMove={move}
        renderEntry={(index, handle) => {
          const entry = fields[index]!;
          return (
            <SchemaField
              schema={shape.element}
              name={entryName(index)}
              label={entryLabel(label, index)}
              actions={
                <>
                  {handle}
                  <EntryActions
                    label={entryLabel(label, index)}
                    first={index === 0}
                    last={index === fields.length - 1}
                    disabled={disabled}
                    onAction={(button) => act(index, button)}
                    buttonRef={(button) => (element) => {
                      if (element) buttons.current.set(`${entry.id}:${button}`, element);
                      else buttons.current.delete(`${entry.id}:${button}`);
                    }}
                  />
                </>
              }
            />
          );
        }}
      />
    </FieldGroup>
  );
}
