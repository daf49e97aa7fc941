import {
  SOURCE_LAYOUT,
  type SourceItem,
  type SourceKind,
  type SourceLayoutEntry,
} from "@meridian/content/sources";
import type { UserError } from "../../errors";

/** A source file of content/'s layout as a draft holds it: one item, or a list file's list. */
export interface DraftFile {
  kind: SourceKind;
  raw: unknown;
}

const layoutOf = (kind: SourceKind): SourceLayoutEntry => SOURCE_LAYOUT[kind];

/** The items of a build, grouped into their files: a list file's items become its list. */
export function draftFilesOf(items: readonly SourceItem[]): Map<string, DraftFile> {
  const files = new Map<string, DraftFile>();
  for (const item of items) {
    if (layoutOf(item.kind).shape !== "list") {
      files.set(item.file, { kind: item.kind, raw: item.raw });
      continue;
    }
    const list = files.get(item.file) ?? { kind: item.kind, raw: [] as unknown[] };
    (list.raw as unknown[]).push(item.raw);
    files.set(item.file, list);
  }
  return files;
}

/** The items of draft files, as the content build's check takes them. */
export function itemsOfDraftFiles(files: Iterable<[string, DraftFile]>): SourceItem[] {
  const items: SourceItem[] = [];
  for (const [file, { kind, raw }] of files) {
    if (layoutOf(kind).shape === "list" && Array.isArray(raw)) {
      for (const [index, entry] of raw.entries()) {
        items.push({ kind, file, prefix: [index], raw: entry });
      }
    } else {
      items.push({ kind, file, prefix: [], raw });
    }
  }
  return items;
}

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether `file` is where an item of `kind` lives in content/'s layout: the kind's one file, or
 * a file of its folder named as a slug. A draft names its file, so a font lives at
 * 'fonts/<slug>.yaml' wherever it is kept, and the build's checks name the same place.
 */
export function draftFileError(kind: string, file: string): UserError | null {
  if (!(kind in SOURCE_LAYOUT)) {
    return { code: "INVALID_INPUT", field: "kind", message: `There is no content kind '${kind}'.` };
  }
  const layout = layoutOf(kind as SourceKind);
  if (layout.shape !== "folder") {
    return file === layout.path
      ? null
      : { code: "INVALID_INPUT", field: "file", message: `${kind} lives in ${layout.path}.` };
  }
  const name = file.startsWith(`${layout.path}/`) ? file.slice(layout.path.length + 1) : "";
  const extensions = layout.markdown ? [".yaml", ".md"] : [".yaml"];
  const extension = extensions.find((candidate) => name.endsWith(candidate));
  if (extension && FILE_NAME.test(name.slice(0, -extension.length))) return null;
  return {
    code: "INVALID_INPUT",
    field: "file",
    message: `${kind} lives in ${layout.path}/<slug>${extensions.join(" or ")}: lower-case letters, digits and hyphens.`,
  };
}

/** The kind whose layout holds `file` (a revision's sources are keyed by file alone). */
export function kindOfFile(file: string): SourceKind {
  for (const [kind, layout] of Object.entries(SOURCE_LAYOUT) as [SourceKind, SourceLayoutEntry][]) {
    if (layout.shape === "folder" ? file.startsWith(`${layout.path}/`) : file === layout.path) {
      return kind;
    }
  }
  throw new Error(`no content kind lives in ${file}`);
}
