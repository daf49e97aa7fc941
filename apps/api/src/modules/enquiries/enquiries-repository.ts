import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { contactRequests, trialArchives, trialRequests } from "../../platform/db/schema";

export async function insertContactRequest(
  db: Db,
  request: {
    companyName: string;
    email: string;
    name: string;
    clientName: string | null;
    notes: string | null;
    interests: string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .returning({ id: contactRequests.id });
  if (!row) throw new Error("inserting a contact request returned no row");
  return row.id;
}

export async function insertTrialRequest(
  db: Db,
  request: { fullName: string; email: string; fontIds: string[] },
): Promise<string> {
  const [row] = await db.insert(trialRequests).values(request).returning({ id: trialRequests.id });
  if (!row) throw new Error("inserting a trial request returned no row");
  return row.id;
}

export async function findTrialRequest(db: Db, id: string) {
  const [row] = await db
    .select({
      id: trialRequests.id,
      fullName: trialRequests.fullName,
      email: trialRequests.email,
      fontIds: trialRequests.fontIds,
    })
    .from(trialRequests)
    .where(eq(trialRequests.id, id));
  return row;
}

/** Stores a request's trial ZIP, replacing one an earlier run of its job stored. */
export async function saveTrialArchive(db: Db, requestId: string, archive: Uint8Array) {
  await db
    .insert(trialArchives)
    .values({ requestId, archive })
    .onConflictDoUpdate({
      target: trialArchives.requestId,
      set: { archive, createdAt: sql`now()` },
    });
}

export async function findTrialArchive(db: Db, requestId: string): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ archive: trialArchives.archive })
    .from(trialArchives)
    .where(eq(trialArchives.requestId, requestId));
  return row?.archive ?? null;
}

/** Deletes the archives built more than `olderThanSeconds` ago; resolves with how many. */
export async function deleteTrialArchivesBefore(db: Db, olderThanSeconds: number) {
  const deleted = await db
    .delete(trialArchives)
    .where(lt(trialArchives.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`))
    .returning({ requestId: trialArchives.requestId });
  return deleted.length;
}
