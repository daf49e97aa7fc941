import type { TextPosition } from "../schema";
import type { SourceKind } from "./layout";
import type { SchemaPath } from "./schema-walk";

/**
 * One item of the catalogue as written, wherever it is kept: a single file, one item of a list
 * file, one file of a folder, or the same item held as a row in the database (DESIGN 4.12).
 * Plain JSON, so what is stored is what is checked.
 */
export interface SourceItem {
  kind: SourceKind;
  /**
   * The file it was read from, relative to the content folder ('fonts/inter.yaml'); the item's
   * key where it is not a file. Errors name it, and a folder item's name must match its slug.
   */
  file: string;
  /** The item's path inside its file: [] for a whole file, [index] for a list file's item. */
  prefix: SchemaPath;
  /** The data as written. */
  raw: unknown;
}

/** Where an item's fields sit in its file; only an item read from a file has lines. */
export interface SourceLines {
  /** The 1-based line of the field at `path` (prefix included), or of its nearest written parent. */
  lineOf(path: SchemaPath): number | undefined;
  /** The line of a place inside the text field at `path`. */
  lineOfText(path: SchemaPath, position: TextPosition): number | undefined;
}

/** Looks up an item's lines, for errors that name a line as well as a field. */
export type LinesOf = (item: SourceItem) => SourceLines | undefined;

/** An item's place in the sources, the same however the item was copied: 'widths.yaml#2'. */
export function sourceItemKey(item: Pick<SourceItem, "file" | "prefix">): string {
  return item.prefix.length > 0 ? `${item.file}#${item.prefix.join(".")}` : item.file;
}
