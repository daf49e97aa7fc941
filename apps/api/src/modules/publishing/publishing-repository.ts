import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { contentRevisions, contentState } from "../../platform/db/schema";

/** A published revision as history lists it: everything but its store. */
export interface RevisionRow {
  id: number;
  publishedBy: string;
  summary: string;
  restoredFrom: number | null;
  createdAt: Date;
}

const revisionColumns = {
  id: contentRevisions.id,
  publishedBy: contentRevisions.publishedBy,
  summary: contentRevisions.summary,
  restoredFrom: contentRevisions.restoredFrom,
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

/** The store of a revision, as the JSON it was published as; null for an unknown id. */
export async function selectRevisionStore(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ store: contentRevisions.store })
    .from(contentRevisions)
    .where(eq(contentRevisions.id, id));
  return row?.store ?? null;
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
  revision: { store: string; publishedBy: string; summary: string; restoredFrom?: number },
): Promise<RevisionRow> {
  const [row] = await tx.insert(contentRevisions).values(revision).returning(revisionColumns);
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
