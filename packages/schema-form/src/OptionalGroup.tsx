"use client";

import { Button } from "@meridian/ui/button";
import { type ReactNode, useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { z } from "zod";
import { fieldId } from "./field-places";
import { newValue } from "./form-values";
import { useSchemaForm } from "./schema-form-context";

export interface OptionalGroupProps {
  schema: z.ZodType;
  name: string;
  label: string;
  /** Draws the group while the item has it, given its Remove button. */
  children: (remove: ReactNode) => ReactNode;
}

/**
 * A group the item may leave out (its SEO, a mobile image): an Add button while it is left out,
 * the group with a Remove button while it is in. Focus follows: into the group when it is added,
 * back to Add when it is removed.
 */
export function OptionalGroup({ schema, name, label, children }: OptionalGroupProps) {
  const { formId, disabled } = useSchemaForm();
  const { setValue } = useFormContext();
  const present = useWatch({ name, compute: (value: unknown) => value != null });
  const addButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    if (!present) addButton.current?.focus();
    else firstControlIn(document.getElementById(fieldId(formId, name)))?.focus();
  }, [present, formId, name]);

  const change = (value: unknown) => {
    moved.current = true;
    setValue(name, value, { shouldDirty: true });
  };

  if (!present) {
    return (
      <Button ref={addButton} disabled={disabled} onClick={() => change(newValue(schema))}>
        Add {label}
      </Button>
    );
  }
  return children(
    <Button disabled={disabled} onClick={() => change(null)}>
      Remove {label}
    </Button>,
  );
}

function firstControlIn(group: HTMLElement | null): HTMLElement | null {
  return group?.querySelector<HTMLElement>("input, select, textarea, button") ?? null;
}
