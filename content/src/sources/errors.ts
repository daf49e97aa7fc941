import type { TextPosition } from "../schema";
import { joinPath } from "./messages";
import type { SchemaPath } from "./schema-walk";
import type { SourceItem, SourceLines } from "./source-item";

/** One problem in the sources, named so a content editor can find and fix it. */
export interface SourceError {
  /** The file, relative to the content folder ('fonts/inter.yaml'), or the item's key. */
  file: string;
  /** The dotted path of the field inside the file: 'styles.2.file'; '' for the file as a whole. */
  field: string;
  /** What is wrong, in words. */
  message: string;
  /** The 1-based line the field (or its nearest written parent) sits on, when it has one. */
  line?: number;
}

/** An item being checked: as written, with its lines when it came from a file. */
export interface SourceEntry extends SourceItem {
  /** The parsed, defaulted data; undefined when the item did not validate. */
  data?: unknown;
  lines?: SourceLines;
}

export class ErrorCollector {
  readonly errors: SourceError[] = [];

  /**
   * Reports a problem with the field at `path` inside `entry` (the prefix is added here), on
   * the field's line or, for a problem inside a text field, on the line of the text it is on
   * (when the item has lines: an item kept in the database has none).
   */
  at(entry: SourceEntry, path: SchemaPath, message: string, inText?: TextPosition): void {
    const full = [...entry.prefix, ...path];
    const { lines } = entry;
    const line = lines && ((inText && lines.lineOfText(full, inText)) ?? lines.lineOf(full));
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
