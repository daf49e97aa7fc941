import type { SourceItem } from "@meridian/content/sources";
import type { BuiltStore } from "@meridian/content/store";
import { Refusal, refusable, type UserError, userError } from "../../errors";
import type { Database, Db } from "../../platform/db/database";
import { type FileManifest, manifestOf } from "./content-files";
import { type DraftFile, draftFilesOf, kindOfFile } from "./draft-files";
import { replaceDrafts } from "./drafts-repository";
import {
  insertCurrentRevision,
  lockCurrentRevision,
  lockFirstImport,
  type RevisionRow,
  selectCurrentRevisionId,
  selectRevision,
  selectRevisionSnapshot,
  selectRevisions,
} from "./publishing-repository";

export type { RevisionRow } from "./publishing-repository";

/** Who published the first revision: the import of `content/` on an empty database. */
export const IMPORT_AUTHOR = "content/ (first start)";

type Refusable<T> = Promise<{ ok: true; value: T } | { ok: false; errors: UserError[] }>;

/** What a publisher is told when another publish came first: who, when, and what to do. */
export function publishedSinceMessage(current: RevisionRow): string {
  return (
    `Revision ${current.id} was published by ${current.publishedBy} at ` +
    `${current.createdAt.toISOString()}, after the revision this change is based on. ` +
    "Review what it changed, then publish again."
  );
}

/**
 * Refuses unless the revision served now is `basedOn`, the one the caller last saw: of two
 * publishes racing from the same revision, the second is told who came first.
 */
async function currentIsBasis(tx: Db, basedOn: number): Promise<RevisionRow> {
  const current = await lockCurrentRevision(tx);
  if (!current) throw new Error("no content revision: the first start imports one");
  if (current.id !== basedOn) {
    throw new Refusal([userError("CONTENT_CHANGED", "basedOn", publishedSinceMessage(current))]);
  }
  return current;
}

/** What a publish makes a revision of: the built store, its sources and its build's files. */
export interface PublishedBuild {
  store: BuiltStore;
  /** The draft files it was built from: file → item, or a list file's list. */
  sources: Record<string, unknown>;
  files: FileManifest;
}

/**
 * Publishes a build as a new revision, served by every replica within CONTENT_POLL_MS: one
 * transaction, or nothing.
 */
export function publishBuild(
  database: Database,
  input: PublishedBuild & { publishedBy: string; summary: string; basedOn: number },
): Refusable<RevisionRow> {
  return refusable(() =>
    database.transaction(async (tx) => {
      await currentIsBasis(tx, input.basedOn);
      return insertCurrentRevision(tx, {
        store: JSON.stringify(input.store),
        sources: input.sources,
        files: input.files,
        publishedBy: input.publishedBy,
        summary: input.summary,
      });
    }),
  );
}

/**
 * Rolls back: publishes an earlier revision's store and files again, as a new revision that
 * says which one it restores, and makes the drafts that revision's sources (a change drafted
 * since is replaced: the roll-back is what the publisher asked for). History keeps every
 * revision, the restored one and the one it replaces.
 */
export function restoreRevision(
  database: Database,
  input: { revisionId: number; publishedBy: string; basedOn: number },
): Refusable<RevisionRow> {
  return refusable(() =>
    database.transaction(async (tx) => {
      const current = await currentIsBasis(tx, input.basedOn);
      if (input.revisionId === current.id) {
        throw new Refusal([
          userError(
            "INVALID_INPUT",
            "revisionId",
            `Revision ${current.id} is the one published now.`,
          ),
        ]);
      }
      const earlier = await selectRevisionSnapshot(tx, input.revisionId);
      if (earlier === null) {
        throw new Refusal([
          userError("NOT_FOUND", "revisionId", `There is no revision ${input.revisionId}.`),
        ]);
      }
      await replaceDrafts(tx, draftFilesOfSources(earlier.sources), input.publishedBy);
      return insertCurrentRevision(tx, {
        ...earlier,
        publishedBy: input.publishedBy,
        summary: `Restored revision ${input.revisionId}`,
        restoredFrom: input.revisionId,
      });
    }),
  );
}

/** The newest revisions first (history), at most `limit`. */
export function listRevisions(database: Database, limit = 50): Promise<RevisionRow[]> {
  return selectRevisions(database.db, limit);
}

export function findRevision(database: Database, id: number): Promise<RevisionRow | null> {
  return selectRevision(database.db, id);
}

/** What a deploy's content build holds: the store, the items it was built from, its files. */
export interface DeployContent {
  store: BuiltStore;
  items: SourceItem[];
  filesDir: string;
}

/**
 * The first start: an empty database imports the deploy's content build (made from `content/`)
 * as revision 1, and its items as the drafts. Replicas starting together take turns; the ones
 * after the first import nothing. Resolves with the revision served now.
 */
export function importFirstRevision(
  database: Database,
  seed: () => Promise<DeployContent>,
): Promise<number> {
  return database.transaction(async (tx) => {
    await lockFirstImport(tx);
    const current = await selectCurrentRevisionId(tx);
    if (current !== null) return current;
    const { store, items, filesDir } = await seed();
    const files = draftFilesOf(items);
    await replaceDrafts(tx, files, IMPORT_AUTHOR);
    const revision = await insertCurrentRevision(tx, {
      store: JSON.stringify(store),
      sources: Object.fromEntries([...files].map(([file, { raw }]) => [file, raw])),
      files: await manifestOf(filesDir),
      publishedBy: IMPORT_AUTHOR,
      summary: `Imported from content/ (built ${store.builtAt})`,
    });
    return revision.id;
  });
}

/** A revision's sources as draft files: each file's kind is where its path lives. */
function draftFilesOfSources(sources: Record<string, unknown>): Map<string, DraftFile> {
  return new Map(
    Object.entries(sources).map(([file, raw]) => [file, { kind: kindOfFile(file), raw }]),
  );
}
