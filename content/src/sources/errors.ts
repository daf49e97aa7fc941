import type { TextPosition } from "../schema";
import type { SourceKind } from "./layout";
import { joinPath } from "./messages";
import type { SchemaPath } from "./schema-walk";

/** One problem in the sources, named so a content editor can find and fix it. */
export interface SourceError {
  /** The file, relative to the content folder: 'fonts/inter.yaml'. */
  file: string;
  /** The dotted path of the field inside the file: 'styles.2.file'; '' for the file as a whole. */
  field: string;
  /** What is wrong, in words. */
  message: string;
  /** The 1-based line the field (or its nearest written parent) sits on, when known. */
  line?: number;
}

/** One item read from the sources: a single file, a list file's item, or a folder's file. */
export interface SourceEntry {
  kind: SourceKind;
  file: string;
  /** The item's path inside its file: [] for a whole file, [index] for a list file's item. */
  prefix: SchemaPath;
  /** The data as written. */
  raw: unknown;
  /** The parsed, defaulted data; undefined when the item did not validate. */
  data?: unknown;
  lineOf(path: SchemaPath): number | undefined;
  /** The line of a place inside the text field at `path`. */
  lineOfText(path: SchemaPath, position: TextPosition): number | undefined;
}

export class ErrorCollector {
  readonly errors: SourceError[] = [];

  /**
   * Reports a problem with the field at `path` inside `entry` (the prefix is added here), on
   * the field's line or, for a problem inside a text field, on the line of the text it is on.
   */
  at(entry: SourceEntry, path: SchemaPath, message: string, inText?: TextPosition): void {
    const full = [...entry.prefix, ...path];
    const line = (inText && entry.lineOfText(full, inText)) ?? entry.lineOf(full);
    this.errors.push({
      file: entry.file,
      field: joinPath(full),
      message,
      ...(line === undefined ? {} : { line }),
    });
  }

  file(file: string, message: string, line?: number): void {
    this.errors.push({ file, field: "", message, ...(line === undefined ? {} : { line }) });
  }
}

/**
 * Renders errors one per line, e.g.
 * "content/fonts/inter.yaml › styles.2.file: file not found: node_modules/... (line 41)".
 */
export function formatSourceErrors(
  errors: readonly SourceError[],
  options: { root?: string } = {},
): string {
  const root = options.root ?? "content";
  return errors
    .map((error) => {
      const where = `${root}/${error.file}${error.field ? ` › ${error.field}` : ""}`;
      const line = error.line === undefined ? "" : ` (line ${error.line})`;
      return `${where}: ${error.message}${line}`;
    })
    .join("\n");
}
