import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import type { TextPosition } from "../schema";
import { checkCatalogue } from "./checks";
import { ErrorCollector, type SourceEntry, type SourceError } from "./errors";
import { SOURCE_LAYOUT, type SourceKind, type SourceLayoutEntry, type Sources } from "./layout";
import { describeIssue, didYouMean } from "./messages";
import { isPlainObject, objectKeys, walkWithSchema } from "./schema-walk";
import { type ParsedSource, parseMarkdownSource, parseYamlSource } from "./source-file";

export type { SourceError } from "./errors";
export { formatSourceErrors } from "./errors";
export type { SourceKind, Sources } from "./layout";

export type LoadSourcesResult =
  | { ok: true; sources: Sources }
  | { ok: false; errors: SourceError[] };

export interface LoadSourcesOptions {
  /**
   * Where style files (`<package>/<path>`) resolve. Defaults to `<contentDir>/node_modules`;
   * tests point their fixture folders at the real one.
   */
  nodeModulesDir?: string;
}

/**
 * Reads, validates and cross-checks the whole catalogue under `contentDir` (DESIGN 5.1). Every
 * problem is collected — syntax, schema, unknown fields, uniqueness, references, missing font
 * files — so one run lists everything to fix. On success the data is parsed and defaulted.
 */
export async function loadSources(
  contentDir: string,
  options: LoadSourcesOptions = {},
): Promise<LoadSourcesResult> {
  const report = new ErrorCollector();
  const entries: SourceEntry[] = [];

  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    entries.push(...(await readKind(contentDir, kind, SOURCE_LAYOUT[kind], report)));
  }
  for (const entry of entries) validate(entry, report);
  await checkCatalogue(entries, report, {
    nodeModulesDir: options.nodeModulesDir ?? path.join(contentDir, "node_modules"),
  });

  if (report.errors.length > 0) return { ok: false, errors: sortErrors(report.errors) };
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

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

async function readKind(
  contentDir: string,
  kind: SourceKind,
  layout: SourceLayoutEntry,
  report: ErrorCollector,
): Promise<SourceEntry[]> {
  if (layout.shape === "folder") return readFolder(contentDir, kind, layout, report);

  const text = await readText(path.join(contentDir, layout.path));
  if (text === undefined) {
    // A missing list file is an empty list; a single file is part of every catalogue.
    if (layout.shape === "single")
      report.file(layout.path, "missing: the catalogue needs this file");
    return [];
  }
  const parsed = parseYamlSource(text);
  if (!reportSyntax(layout.path, parsed, report)) return [];
  const entry = (raw: unknown, prefix: (string | number)[]): SourceEntry => ({
    kind,
    file: layout.path,
    prefix,
    raw,
    lineOf: parsed.lineOf,
    lineOfText: parsed.lineOfText,
  });

  if (layout.shape === "single") {
    if (parsed.value === null || parsed.value === undefined) {
      report.file(layout.path, "is empty");
      return [];
    }
    return [entry(parsed.value, [])];
  }
  if (parsed.value === null || parsed.value === undefined) return [];
  if (!Array.isArray(parsed.value)) {
    report.file(layout.path, "must be a list, one item per '- ' entry", 1);
    return [];
  }
  return parsed.value.map((item, index) => entry(item, [index]));
}

function reportSyntax(file: string, parsed: ParsedSource, report: ErrorCollector): boolean {
  for (const error of parsed.syntaxErrors) report.file(file, error.message, error.line);
  return parsed.syntaxErrors.length === 0;
}

async function readFolder(
  contentDir: string,
  kind: SourceKind,
  layout: Extract<SourceLayoutEntry, { shape: "folder" }>,
  report: ErrorCollector,
): Promise<SourceEntry[]> {
  let files: Dirent[];
  try {
    files = await readdir(path.join(contentDir, layout.path), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const accepted = layout.markdown ? "*.yaml and *.md files" : "*.yaml files";
  const entries: SourceEntry[] = [];
  // Sorted by item name, so 'inter' comes before 'inter-display' whatever the extensions.
  const itemName = (dirent: Dirent) => dirent.name.replace(/\.[^.]*$/, "");
  const sorted = files.sort((a, b) =>
    itemName(a) < itemName(b) ? -1 : itemName(a) > itemName(b) ? 1 : 0,
  );
  for (const dirent of sorted) {
    if (dirent.name.startsWith(".")) continue;
    const file = `${layout.path}/${dirent.name}`;
    if (dirent.isDirectory()) {
      report.file(file, `unexpected folder: ${layout.path}/ holds ${accepted}, one item each`);
      continue;
    }
    const extension = path.extname(dirent.name);
    if (extension !== ".yaml" && !(extension === ".md" && layout.markdown)) {
      const hint = extension === ".yml" ? " (use the .yaml extension)" : "";
      report.file(file, `unexpected file: ${layout.path}/ holds ${accepted}${hint}`);
      continue;
    }
    const text = (await readText(path.join(contentDir, file))) ?? "";
    const entry =
      extension === ".md"
        ? readMarkdownPage(kind, file, text, report)
        : readYamlItem(kind, file, text, report);
    if (entry) entries.push(entry);
  }
  return entries;
}

function readYamlItem(
  kind: SourceKind,
  file: string,
  text: string,
  report: ErrorCollector,
): SourceEntry | undefined {
  const parsed = parseYamlSource(text);
  if (!reportSyntax(file, parsed, report)) return undefined;
  if (!isPlainObject(parsed.value)) {
    report.file(file, parsed.value == null ? "is empty" : "must hold one item: a set of fields", 1);
    return undefined;
  }
  return {
    kind,
    file,
    prefix: [],
    raw: parsed.value,
    lineOf: parsed.lineOf,
    lineOfText: parsed.lineOfText,
  };
}

/** pages/*.md: front matter with the page's fields; the Markdown body becomes one text block. */
function readMarkdownPage(
  kind: SourceKind,
  file: string,
  text: string,
  report: ErrorCollector,
): SourceEntry | undefined {
  const parsed = parseMarkdownSource(text);
  if (!reportSyntax(file, parsed, report)) return undefined;
  if (!isPlainObject(parsed.value)) {
    report.file(file, "the front matter must be a set of fields (id, slug, title, ...)", 2);
    return undefined;
  }
  if ("content" in parsed.value) {
    report.file(
      file,
      "a Markdown page takes its content from the body below the front matter: remove 'content'",
      parsed.lineOf(["content"]),
    );
    return undefined;
  }
  const raw = { ...parsed.value, content: [{ type: "text", body: parsed.body }] };
  return {
    kind,
    file,
    prefix: [],
    raw,
    lineOf: (at) => (at[0] === "content" ? parsed.bodyLine : parsed.lineOf(at)),
    // The body is the file's own text from bodyLine on, line for line.
    lineOfText: (at, position) =>
      at[0] === "content" ? parsed.bodyLine + position.line - 1 : parsed.lineOfText(at, position),
  };
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
