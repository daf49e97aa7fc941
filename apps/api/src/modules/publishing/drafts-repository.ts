import { isDeepStrictEqual } from "node:util";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { contentDrafts } from "../../platform/db/schema";

export type DraftRow = typeof contentDrafts.$inferSelect;

/** Every draft file, deleted ones too, by file. */
export function selectDrafts(db: Db): Promise<DraftRow[]> {
  return db.select().from(contentDrafts).orderBy(asc(contentDrafts.file));
}

export async function selectDraft(db: Db, file: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(contentDrafts).where(eq(contentDrafts.file, file));
  return row;
}

/** The draft's row locked until the transaction ends: saves of one file take turns. */
export async function lockDraft(tx: Db, file: string): Promise<DraftRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentDrafts)
    .where(eq(contentDrafts.file, file))
    .for("update");
  return row;
}

/** Writes a draft file's new version (the first, or the next after `version`). */
export async function writeDraft(
  tx: Db,
  draft: { file: string; kind: string; raw: unknown; deleted: boolean; updatedBy: string },
): Promise<DraftRow> {
  const [row] = await tx
    .insert(contentDrafts)
    .values({ ...draft, version: 1 })
    .onConflictDoUpdate({
      target: contentDrafts.file,
      set: {
        raw: draft.raw,
        deleted: draft.deleted,
        updatedBy: draft.updatedBy,
        version: sql`${contentDrafts.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error(`the draft ${draft.file} was not written`);
  return row;
}

/**
 * Makes the drafts exactly `files` (a roll-back, the first import): every file saved again
 * where it differs, and files no longer there marked deleted.
 */
export async function replaceDrafts(
  tx: Db,
  files: Map<string, { kind: string; raw: unknown }>,
  updatedBy: string,
): Promise<void> {
  const current = await selectDrafts(tx);
  for (const draft of current) {
    const next = files.get(draft.file);
    if (!next && !draft.deleted) {
      await writeDraft(tx, { ...draft, deleted: true, updatedBy });
    }
  }
  const byFile = new Map(current.map((draft) => [draft.file, draft]));
  for (const [file, { kind, raw }] of files) {
    const draft = byFile.get(file);
    if (draft && !draft.deleted && isDeepStrictEqual(draft.raw, raw)) continue;
    await writeDraft(tx, { file, kind, raw, deleted: false, updatedBy });
  }
}

/**
 * What changes whenever any draft does (a save, a deletion, a roll-back): the number of draft
 * files, the latest save and the sum of their versions.
 */
export async function selectDraftsFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      files: sql<number>`count(*)::int`,
      latest: sql<string>`coalesce(max(${contentDrafts.updatedAt})::text, '')`,
      versions: sql<number>`coalesce(sum(${contentDrafts.version}), 0)::int`,
    })
    .from(contentDrafts);
  return `${row?.files}:${row?.latest}:${row?.versions}`;
}
