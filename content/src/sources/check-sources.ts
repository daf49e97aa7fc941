import type { z } from "zod";
import type { TextPosition } from "../schema";
import { checkCatalogue } from "./checks";
import { ErrorCollector, type SourceEntry, type SourceError } from "./errors";
import { SOURCE_LAYOUT, type SourceKind, type SourceLayoutEntry, type Sources } from "./layout";
import { describeIssue, didYouMean } from "./messages";
import { isPlainObject, objectKeys, walkWithSchema } from "./schema-walk";
import type { LinesOf, SourceItem } from "./source-item";
import {
  CATALOGUE_NODE_MODULES_DIR,
  nodeModulesStyleFiles,
  type StyleFileResolver,
} from "./style-files";

export type LoadSourcesResult =
  | { ok: true; sources: Sources }
  | { ok: false; errors: SourceError[] };

export interface CheckSourcesOptions {
  /** The lines of items read from files, so that their errors name a line as well. */
  linesOf?: LinesOf;
  /**
   * What went wrong reading the items (a syntax error, a stray file), reported with the rest. A
   * single file named here is not reported missing as well.
   */
  readErrors?: readonly SourceError[];
  /** Where style files are on disk: `<package>/<path>` in this package's node_modules by default. */
  resolveStyleFile?: StyleFileResolver;
}

/**
 * Validates every item with its kind's schema, cross-checks the catalogue and assembles it
 * (DESIGN 5.1), whether the items were read from content/ (`readSourceFolder`) or are drafts
 * kept in the database (DESIGN 4.12). Every problem is collected — schema, unknown fields,
 * uniqueness, references, missing font files — so one run lists everything to fix, each naming
 * the item's file (or key) and field, and its line when the item came from a file. On success
 * the data is parsed and defaulted. The items are not changed.
 */
export async function checkSources(
  items: readonly SourceItem[],
  options: CheckSourcesOptions = {},
): Promise<LoadSourcesResult> {
  const report = new ErrorCollector();
  const readErrors = options.readErrors ?? [];
  const entries: SourceEntry[] = [];
  for (const item of items) {
    // Items from a database are only as typed as the database keeps them.
    if (!Object.hasOwn(SOURCE_LAYOUT, item.kind)) {
      report.file(item.file, `unknown kind of content '${String(item.kind)}'`);
      continue;
    }
    const lines = options.linesOf?.(item);
    entries.push({
      kind: item.kind,
      file: item.file,
      prefix: item.prefix,
      raw: item.raw,
      ...(lines ? { lines } : {}),
    });
  }
  checkSingles(entries, new Set(readErrors.map((error) => error.file)), report);
  for (const entry of entries) validate(entry, report);
  await checkCatalogue(entries, report, {
    resolveStyleFile: options.resolveStyleFile ?? nodeModulesStyleFiles(CATALOGUE_NODE_MODULES_DIR),
  });

  const errors = [...readErrors, ...report.errors];
  if (errors.length > 0) return { ok: false, errors: sortErrors(errors) };
  return { ok: true, sources: assemble(entries) };
}

/** By file, then by line, so the list reads like a walk through the sources. */
function sortErrors(errors: SourceError[]): SourceError[] {
  return errors
    .map((error, order) => ({ error, order }))
    .sort(
      (a, b) =>
        (a.error.file < b.error.file ? -1 : a.error.file > b.error.file ? 1 : 0) ||
        (a.error.line ?? 0) - (b.error.line ?? 0) ||
        a.order - b.order,
    )
    .map(({ error }) => error);
}

/** Each single kind (site.yaml, …) is part of every catalogue, once. */
function checkSingles(entries: SourceEntry[], unreadFiles: Set<string>, report: ErrorCollector) {
  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    const layout: SourceLayoutEntry = SOURCE_LAYOUT[kind];
    if (layout.shape !== "single") continue;
    const [first, ...others] = entries.filter((entry) => entry.kind === kind);
    if (!first && !unreadFiles.has(layout.path)) {
      report.file(layout.path, "missing: the catalogue needs this file");
    }
    for (const other of others) {
      report.at(other, [], `a catalogue has one '${kind}' item, and this is a second`);
    }
  }
}

function validate(entry: SourceEntry, report: ErrorCollector): void {
  const schema: z.ZodType = SOURCE_LAYOUT[entry.kind].schema;

  // zod drops fields it does not know; a misspelt optional field would vanish without a word.
  walkWithSchema(schema, entry.raw, (nodeSchema, value, at) => {
    const known = objectKeys(nodeSchema);
    if (!known || !isPlainObject(value)) return;
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) {
        report.at(entry, [...at, key], `unknown field '${key}'${didYouMean(key, known)}`);
      }
    }
  });

  const result = schema.safeParse(entry.raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      report.at(
        entry,
        issue.path.filter((key) => typeof key !== "symbol"),
        describeIssue(issue, entry.raw),
        textPositionOf(issue),
      );
    }
    return;
  }
  entry.data = result.data;
  if (entry.kind === "fonts") inheritStyleDates(entry);
}

/** Where inside a text field an issue sits, when the `markdown` schema found it there. */
function textPositionOf(issue: z.core.$ZodIssue): TextPosition | undefined {
  if (issue.code !== "custom") return undefined;
  const position = issue.params?.text as TextPosition | undefined;
  return typeof position?.line === "number" ? position : undefined;
}

/** A style written without dates takes its font's, rather than the schema's fixed default. */
function inheritStyleDates(entry: SourceEntry): void {
  const font = entry.data as Sources["fonts"][number];
  const rawStyles =
    isPlainObject(entry.raw) && Array.isArray(entry.raw.styles) ? entry.raw.styles : [];
  font.styles.forEach((style, position) => {
    const raw: unknown = rawStyles[position];
    const written = isPlainObject(raw) ? raw : {};
    if (written.publishedAt === undefined) style.publishedAt = font.publishedAt;
    if (written.updatedAt === undefined && font.updatedAt !== undefined) {
      style.updatedAt = font.updatedAt;
    }
  });
}

function assemble(entries: SourceEntry[]): Sources {
  const sources: Record<string, unknown> = {};
  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    const layout: SourceLayoutEntry = SOURCE_LAYOUT[kind];
    const items = entries.filter((entry) => entry.kind === kind).map((entry) => entry.data);
    sources[kind] = layout.shape === "single" ? items[0] : items;
  }
  return sources as Sources;
}
