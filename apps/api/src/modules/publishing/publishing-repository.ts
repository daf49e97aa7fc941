import { isDeepStrictEqual } from "node:util";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { contentBlobs, contentRevisions, contentState } from "../../platform/db/schema";

/** A published revision as history lists it: everything but its store. */
export interface RevisionRow {
  id: number;
  publishedBy: string;
  summary: string;
  restoredFrom: number | null;
  changes: RevisionChange[];
  createdAt: Date;
}

export interface RevisionChange {
  file: string;
  change: "added" | "changed" | "deleted";
}

const revisionColumns = {
  id: contentRevisions.id,
  publishedBy: contentRevisions.publishedBy,
  summary: contentRevisions.summary,
  restoredFrom: contentRevisions.restoredFrom,
  changes: contentRevisions.changes,
  createdAt: contentRevisions.createdAt,
};

/** The revision served now, or null before the first start's import. */
export async function selectCurrentRevisionId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: contentState.currentRevision })
    .from(contentState)
    .where(eq(contentState.id, true));
  return row?.id ?? null;
}

/**
 * The current revision, the state's row locked until the transaction ends: publishes take
 * turns, and each sees the one before it. Two statements: a join would be checked again, after
 * the wait, against the revision the other publish inserted, which this statement cannot see.
 */
export async function lockCurrentRevision(tx: Db): Promise<RevisionRow | null> {
  const [state] = await tx
    .select({ id: contentState.currentRevision })
    .from(contentState)
    .where(eq(contentState.id, true))
    .for("update");
  return state ? selectRevision(tx, state.id) : null;
}

/**
 * Serialises the first start's import between replicas that start together on an empty
 * database: the second waits, then finds the state the first wrote.
 */
export async function lockFirstImport(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('content:first-import', 0))`);
}

/** What a replica loads of a revision: its store (the JSON it was published as) and files. */
export async function selectRevisionContent(
  db: Db,
  id: number,
): Promise<{ store: string; files: Record<string, string> } | null> {
  const [row] = await db
    .select({ store: contentRevisions.store, files: contentRevisions.files })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  return row ?? null;
}

/** What a roll-back publishes again: a revision's store, files and sources. */
export async function selectRevisionSnapshot(db: Db, id: number) {
  const [row] = await db
    .select({
      store: contentRevisions.store,
      files: contentRevisions.files,
      sources: contentRevisions.sources,
    })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  return row ?? null;
}

/** The sources the current revision was built from (file → item, or list). */
export async function selectCurrentSources(db: Db): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ sources: contentRevisions.sources })
    .from(contentState)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentState.currentRevision))
    .where(eq(contentState.id, true));
  return row?.sources ?? {};
}

export async function selectRevision(db: Db, id: number): Promise<RevisionRow | null> {
  const [row] = await db
    .select(revisionColumns)
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  return row ?? null;
}

/** The newest revisions first. */
export function selectRevisions(db: Db, limit: number): Promise<RevisionRow[]> {
  return db
    .select(revisionColumns)
    .from(contentRevisions)
    .orderBy(desc(contentRevisions.id))
    .limit(limit);
}

/** Adds a revision and makes it the one served, in the caller's transaction. */
export async function insertCurrentRevision(
  tx: Db,
  revision: {
    store: string;
    sources: Record<string, unknown>;
    files: Record<string, string>;
    publishedBy: string;
    summary: string;
    restoredFrom?: number;
  },
): Promise<RevisionRow> {
  const replaced = await selectCurrentRevisionId(tx);
  const changes =
    replaced === null ? [] : changesOf(await selectCurrentSources(tx), revision.sources);
  const [row] = await tx
    .insert(contentRevisions)
    .values({ ...revision, changes })
    .returning(revisionColumns);
  if (!row) throw new Error("the revision was not inserted");
  await tx
    .insert(contentState)
    .values({ currentRevision: row.id })
    .onConflictDoUpdate({
      target: contentState.id,
      set: { currentRevision: row.id, updatedAt: sql`now()` },
    });
  return row;
}

/** A stored file's bytes by its SHA-256, or null. */
export async function selectBlob(db: Db, hash: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ bytes: contentBlobs.bytes })
    .from(contentBlobs)
    .where(eq(contentBlobs.hash, hash));
  return row?.bytes ?? null;
}

/** The hashes among `hashes` that are stored already. */
export async function selectStoredHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: contentBlobs.hash })
    .from(contentBlobs)
    .where(inArray(contentBlobs.hash, hashes));
  return new Set(rows.map((row) => row.hash));
}

/** Stores a file by its SHA-256; one stored already is left as it is. */
export async function insertBlob(db: Db, hash: string, bytes: Uint8Array): Promise<void> {
  await db.insert(contentBlobs).values({ hash, bytes }).onConflictDoNothing();
}

/** The source files `next` adds, changes or deletes against `previous`, by file. */
export function changesOf(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): RevisionChange[] {
  const files = [...new Set([...Object.keys(previous), ...Object.keys(next)])].sort();
  return files.flatMap((file): RevisionChange[] => {
    if (!(file in previous)) return [{ file, change: "added" }];
    if (!(file in next)) return [{ file, change: "deleted" }];
    return isDeepStrictEqual(previous[file], next[file]) ? [] : [{ file, change: "changed" }];
  });
}
