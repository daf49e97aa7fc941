import { isDeepStrictEqual } from "node:util";
import { describeIssue, SOURCE_LAYOUT, type SourceKind } from "@meridian/content/sources";
import { Refusal, refusable, type UserError, userError } from "../../errors";
import type { Database } from "../../platform/db/database";
import { draftFileError } from "./draft-files";
import {
  type DraftRow,
  lockDraft,
  selectDraft,
  selectDrafts,
  writeDraft,
} from "./drafts-repository";
import { selectCurrentSources } from "./publishing-repository";
import { stampChangedStyleFiles } from "./style-file-stamps";

/** A draft file against the revision served now. */
export type DraftState = "published" | "changed" | "new" | "deleted";

export interface DraftView extends DraftRow {
  state: DraftState;
  /** The file as the revision served now holds it; null for a file never published. */
  published: unknown;
}

function stateOf(draft: DraftRow, published: Record<string, unknown>): DraftState {
  if (draft.deleted) return "deleted";
  if (!(draft.file in published)) return "new";
  return isDeepStrictEqual(draft.raw, published[draft.file]) ? "published" : "changed";
}

/** The draft files, each with its state; a deleted file that was never published is gone. */
export async function listDrafts(
  database: Database,
  filter: { kind?: string | null; state?: DraftState | null } = {},
): Promise<DraftView[]> {
  const [drafts, published] = await Promise.all([
    selectDrafts(database.db),
    selectCurrentSources(database.db),
  ]);
  return drafts
    .filter((draft) => !filter.kind || draft.kind === filter.kind)
    .map((draft) => viewOf(draft, published))
    .filter((draft) => !(draft.deleted && !(draft.file in published)))
    .filter((draft) => !filter.state || draft.state === filter.state);
}

export async function findDraft(database: Database, file: string): Promise<DraftView | null> {
  const draft = await selectDraft(database.db, file);
  if (!draft) return null;
  return viewOf(draft, await selectCurrentSources(database.db));
}

function viewOf(draft: DraftRow, published: Record<string, unknown>): DraftView {
  return { ...draft, state: stateOf(draft, published), published: published[draft.file] ?? null };
}

/** What a writer is told when someone saved the file since they opened it. */
export function savedSinceMessage(draft: DraftRow): string {
  return (
    `${draft.file} was saved by ${draft.updatedBy} at ${draft.updatedAt.toISOString()}, after ` +
    `the version you started from. Reload it to see their change, then make yours again.`
  );
}

/**
 * The item (or a list file's items) checked against its kind's schema, so a save holds fields
 * the build can read: each problem names its field ('styles.2.file'). References between items
 * are checked when publishing, with everything else.
 */
function fieldErrors(kind: SourceKind, file: string, raw: unknown): UserError[] {
  const layout = SOURCE_LAYOUT[kind];
  if (layout.shape === "list" && !Array.isArray(raw)) {
    return [userError("INVALID_INPUT", "raw", `${file} holds a list.`)];
  }
  const entries: [string, unknown][] =
    Array.isArray(raw) && layout.shape === "list"
      ? raw.map((item, index) => [`${index}.`, item])
      : [["", raw]];
  const errors: UserError[] = [];
  for (const [prefix, item] of entries) {
    const parsed = layout.schema.safeParse(item);
    if (parsed.success) continue;
    for (const issue of parsed.error.issues) {
      const field = `${prefix}${issue.path.map(String).join(".")}`;
      // The content build's words for it ('must be a string, not 12'), said at the field.
      const message = describeIssue(issue, item);
      errors.push(userError("INVALID_INPUT", `raw.${field}`.replace(/\.$/, ""), message));
    }
  }
  if (errors.length === 0 && layout.shape === "folder") {
    const named = (raw as Record<string, unknown>)[layout.fileNameField];
    const name = file.slice(layout.path.length + 1).replace(/\.(yaml|md)$/, "");
    if (named !== name) {
      errors.push(
        userError(
          "INVALID_INPUT",
          `raw.${layout.fileNameField}`,
          `The ${layout.fileNameField} must be '${name}', the file's name.`,
        ),
      );
    }
  }
  return errors;
}

/**
 * saveDraft: a new file (basedOnVersion null) or the next version of one. A save based on an
 * older version than the file's is refused with who saved it and when: nothing is overwritten
 * silently (DESIGN 4.12).
 */
export function saveDraft(
  database: Database,
  savedBy: string,
  input: { file: string; kind: string; raw: unknown; basedOnVersion?: number | null },
) {
  return refusable(() =>
    database.transaction(async (tx) => {
      const wrongFile = draftFileError(input.kind, input.file);
      if (wrongFile) throw new Refusal([wrongFile]);
      const kind = input.kind as SourceKind;
      const errors = fieldErrors(kind, input.file, input.raw);
      if (errors.length > 0) throw new Refusal(errors);
      const current = await lockDraft(tx, input.file);
      refuseStale(current, input.file, input.basedOnVersion ?? null);
      return writeDraft(tx, {
        file: input.file,
        kind,
        raw:
          kind === "fonts"
            ? stampChangedStyleFiles(current?.raw, input.raw, new Date())
            : input.raw,
        deleted: false,
        updatedBy: savedBy,
      });
    }),
  );
}

/** deleteDraft: the file is left out of the next publish. Single files cannot be deleted. */
export function deleteDraft(
  database: Database,
  deletedBy: string,
  input: { file: string; basedOnVersion: number },
) {
  return refusable(() =>
    database.transaction(async (tx) => {
      const current = await lockDraft(tx, input.file);
      refuseStale(current, input.file, input.basedOnVersion);
      const draft = current!;
      if (SOURCE_LAYOUT[draft.kind as SourceKind].shape === "single") {
        throw new Refusal([
          userError(
            "INVALID_INPUT",
            "file",
            `${draft.file} is part of every catalogue: edit it instead.`,
          ),
        ]);
      }
      return writeDraft(tx, { ...draft, deleted: true, updatedBy: deletedBy });
    }),
  );
}

function refuseStale(current: DraftRow | undefined, file: string, basedOn: number | null) {
  if (basedOn === null) {
    if (current && !current.deleted) {
      throw new Refusal([
        userError("ALREADY_EXISTS", "file", `${file} exists already: open it to change it.`),
      ]);
    }
    return;
  }
  if (!current) throw new Refusal([userError("NOT_FOUND", "file", `There is no draft ${file}.`)]);
  if (current.version !== basedOn) {
    throw new Refusal([userError("CONTENT_CHANGED", "basedOnVersion", savedSinceMessage(current))]);
  }
}
