import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import type { z } from "zod";
import { SchemaForm, type SchemaFormProps, type ServerError } from "../SchemaForm";

/** The form of `raw`, with a spy for what it submits and a user to work it. */
export function renderForm(
  schema: z.ZodType,
  raw: Record<string, unknown>,
  serverErrors?: ServerError[],
  props: Partial<SchemaFormProps> = {},
) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <SchemaForm
      schema={schema}
      defaultValues={raw}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      submitLabel="Save draft"
      aria-label="Edit item"
      {...props}
    />,
  );
  return { ...view, onSubmit, user };
}

/** The texts that describe a control (its hint, its error), as a screen reader reads them. */
export function describedBy(element: Element): (string | null | undefined)[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}
