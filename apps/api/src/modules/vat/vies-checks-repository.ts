import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { viesChecks } from "../../platform/db/schema";

export type ViesCheckRow = typeof viesChecks.$inferSelect;

/** The answer VIES gave about `vatNumber` within the last `maxAgeSeconds`, or null. */
export async function findViesCheck(
  db: Db,
  vatNumber: string,
  maxAgeSeconds: number,
): Promise<ViesCheckRow | null> {
  const [row] = await db
    .select()
    .from(viesChecks)
    .where(
      sql`${viesChecks.vatNumber} = ${vatNumber}
        and ${viesChecks.checkedAt} > now() - make_interval(secs => ${maxAgeSeconds})`,
    );
  return row ?? null;
}

/** Keeps VIES's latest answer about a number, replacing an older one. */
export async function saveViesCheck(db: Db, check: ViesCheckRow): Promise<void> {
  const { vatNumber: _key, ...answer } = check;
  await db
    .insert(viesChecks)
    .values(check)
    .onConflictDoUpdate({ target: viesChecks.vatNumber, set: answer });
}

/** Deletes answers older than `maxAgeSeconds`: no checkout reads them any more. */
export async function deleteStaleViesChecks(db: Db, maxAgeSeconds: number): Promise<number> {
  const deleted = await db
    .delete(viesChecks)
    .where(sql`${viesChecks.checkedAt} <= now() - make_interval(secs => ${maxAgeSeconds})`)
    .returning({ vatNumber: viesChecks.vatNumber });
  return deleted.length;
}
