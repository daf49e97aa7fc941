import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { fontUploads } from "../../platform/db/schema";

export type FontUploadRow = typeof fontUploads.$inferSelect;

export async function insertFontUpload(
  tx: Db,
  upload: Pick<FontUploadRow, "hash" | "fileName" | "format" | "sizeBytes" | "uploadedBy">,
): Promise<FontUploadRow> {
  const [row] = await tx.insert(fontUploads).values(upload).returning();
  if (!row) throw new Error("the font upload was not inserted");
  return row;
}

export async function selectFontUploads(db: Db, ids: string[]): Promise<FontUploadRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(fontUploads).where(inArray(fontUploads.id, ids));
}

/** The newest uploads of these files' bytes, newest first. */
export async function selectFontUploadsByHash(db: Db, hashes: string[]): Promise<FontUploadRow[]> {
  if (hashes.length === 0) return [];
  return db
    .select()
    .from(fontUploads)
    .where(inArray(fontUploads.hash, hashes))
    .orderBy(desc(fontUploads.createdAt));
}

/** The newest uploads, newest first. */
export async function selectRecentFontUploads(db: Db, limit: number): Promise<FontUploadRow[]> {
  return db.select().from(fontUploads).orderBy(desc(fontUploads.createdAt)).limit(limit);
}

/** Ends a pending upload's processing; an upload ended already is left as it is. */
export async function finishFontUpload(
  db: Db,
  id: string,
  outcome:
    | { status: "complete"; data: unknown; derived: Record<string, string> }
    | { status: "failed"; error: string },
): Promise<void> {
  await db
    .update(fontUploads)
    .set({ ...outcome, finishedAt: new Date() })
    .where(and(eq(fontUploads.id, id), eq(fontUploads.status, "pending")));
}
