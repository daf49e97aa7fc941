import { isPlainObject } from "@meridian/content/schema-walk";
import type { FieldErrors } from "react-hook-form";
import { join } from "./field-places";

/** One message of the form, with the name of the field it belongs to ("" for the whole item). */
export interface ErrorEntry {
  name: string;
  message: string;
}

/**
 * Every message in react-hook-form's nested errors, in the order they were set. A list's own
 * message sits in its `root`, the form's in `errors.root.<key>`; `ref` is the control, not a
 * message.
 */
export function errorEntries(errors: FieldErrors): ErrorEntry[] {
  const entries: ErrorEntry[] = [];
  collect(errors, "", entries);
  return entries;
}

function collect(node: unknown, name: string, entries: ErrorEntry[]): void {
  if (!isPlainObject(node) && !Array.isArray(node)) return;
  const record = node as Record<string, unknown>;
  if (typeof record.message === "string" && typeof record.type === "string") {
    entries.push({ name, message: record.message });
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === "ref" || key === "types" || key === "message" || key === "type") continue;
    if (key === "root") collectRoot(child, name, entries);
    else collect(child, join(name, key), entries);
  }
}

/** A `root`: its own message, or (the form's) a message per key, all of the named field. */
function collectRoot(node: unknown, name: string, entries: ErrorEntry[]): void {
  if (!isPlainObject(node)) return;
  if (typeof node.message === "string") entries.push({ name, message: node.message });
  for (const [key, child] of Object.entries(node)) {
    if (key !== "ref" && isPlainObject(child) && typeof child.message === "string") {
      entries.push({ name, message: child.message });
    }
  }
}
