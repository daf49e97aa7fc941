import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ErrorCollector, type SourceError } from "./errors";
import { SOURCE_LAYOUT, type SourceKind, type SourceLayoutEntry } from "./layout";
import { isPlainObject } from "./schema-walk";
import { type ParsedSource, parseMarkdownSource, parseYamlSource } from "./source-file";
import { type LinesOf, type SourceItem, type SourceLines, sourceItemKey } from "./source-item";

/** The catalogue as read from a folder: its items, where they sit, and what could not be read. */
export interface SourceFolder {
  /** Every item read, kind by kind in the layout's order, a folder's files by name. */
  items: SourceItem[];
  /** The lines of an item in `items` (or a copy of it): pass to `checkSources`. */
  linesOf: LinesOf;
  /** Syntax errors, empty or stray files: what is named here is not among `items`. */
  errors: SourceError[];
}

/** An item and its lines, until they are parted: the items are plain data, the lines are not. */
type ReadItem = SourceItem & SourceLines;

/**
 * Reads the catalogue under `contentDir` (DESIGN 5.1, `SOURCE_LAYOUT`) into plain items, as the
 * database keeps them, without judging them: `checkSources` does that.
 */
export async function readSourceFolder(contentDir: string): Promise<SourceFolder> {
  const report = new ErrorCollector();
  const read: ReadItem[] = [];
  for (const kind of Object.keys(SOURCE_LAYOUT) as SourceKind[]) {
    read.push(...(await readKind(contentDir, kind, SOURCE_LAYOUT[kind], report)));
  }
  const lines = new Map<string, SourceLines>(
    read.map((item) => [sourceItemKey(item), { lineOf: item.lineOf, lineOfText: item.lineOfText }]),
  );
  return {
    items: read.map(({ kind, file, prefix, raw }) => ({ kind, file, prefix, raw })),
    linesOf: (item) => lines.get(sourceItemKey(item)),
    errors: report.errors,
  };
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
): Promise<ReadItem[]> {
  if (layout.shape === "folder") return readFolder(contentDir, kind, layout, report);

  const text = await readText(path.join(contentDir, layout.path));
  // A missing list file is an empty list; a missing single file is checkSources' to report.
  if (text === undefined) return [];
  const parsed = parseYamlSource(text);
  if (!reportSyntax(layout.path, parsed, report)) return [];
  const entry = (raw: unknown, prefix: (string | number)[]): ReadItem => ({
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
): Promise<ReadItem[]> {
  let files: Dirent[];
  try {
    files = await readdir(path.join(contentDir, layout.path), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const accepted = layout.markdown ? "*.yaml and *.md files" : "*.yaml files";
  const entries: ReadItem[] = [];
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
): ReadItem | undefined {
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
): ReadItem | undefined {
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
