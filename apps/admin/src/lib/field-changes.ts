/** One field a publish would change: its path in the item, and its value before and after. */
export interface FieldChange {
  path: string;
  before: string | null;
  after: string | null;
}

/** Every leaf of a value by its dotted path ('styles.2.file'), as text. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      leaves(item, path ? `${path}.${index}` : String(index), into);
    }
    if (value.length === 0 && path) into.set(path, "[]");
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      leaves(item, path ? `${path}.${key}` : key, into);
  } else if (value !== undefined && value !== null) {
    into.set(path, typeof value === "string" ? value : JSON.stringify(value));
  }
  return into;
}

/**
 * What changes between the published file and its draft, field by field (a list's entries by
 * position): what the publish summary shows as old → new.
 */
export function fieldChanges(published: unknown, draft: unknown): FieldChange[] {
  const before = leaves(published, "", new Map());
  const after = leaves(draft, "", new Map());
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path) ?? null, after: after.get(path) ?? null }));
}
