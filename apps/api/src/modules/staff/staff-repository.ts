import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { staffAccounts, staffSessions } from "../../platform/db/schema";
import type { StaffMember, StaffRole } from "../../platform/graphql/staff-context";

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function selectStaffByEmail(
  db: Db,
  email: string,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return row;
}

export async function selectStaffById(db: Db, id: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return row;
}

export function selectStaffAccounts(db: Db): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

export async function countStaff(db: Db, role?: StaffRole): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(role ? eq(staffAccounts.role, role) : undefined);
  return row?.count ?? 0;
}

/** Adds an account; undefined when the e-mail has one already. */
export async function insertStaff(
  db: Db,
  account: { email: string; name: string; role: StaffRole; passwordHash: string },
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values(account)
    .onConflictDoNothing({ target: staffAccounts.email })
    .returning();
  return row;
}

export async function updateStaff(
  db: Db,
  id: string,
  changes: { role?: StaffRole; disabledAt?: Date | null },
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

/**
 * Records a code's time step as used, only when it is later than the last one used: of two
 * sign-ins with the same code, one wins. False when the step was used already.
 */
export async function takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const taken = await db
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return taken.length > 0;
}

/** Spends a recovery code (by its hash): false when it is not one of the unused ones. */
export async function takeRecoveryCode(db: Db, id: string, codeHash: string): Promise<boolean> {
  const taken = await db
    .update(staffAccounts)
    .set({
      recoveryCodeHashes: sql`array_remove(${staffAccounts.recoveryCodeHashes}, ${codeHash})`,
    })
    .where(
      and(eq(staffAccounts.id, id), sql`${codeHash} = any(${staffAccounts.recoveryCodeHashes})`),
    )
    .returning({ id: staffAccounts.id });
  return taken.length > 0;
}

/** Sets up the second factor, only if none was set up meanwhile. */
export async function setTotp(
  db: Db,
  id: string,
  totp: { secret: string; step: number; recoveryCodeHashes: string[] },
): Promise<boolean> {
  const set = await db
    .update(staffAccounts)
    .set({
      totpSecret: totp.secret,
      totpLastStep: totp.step,
      recoveryCodeHashes: totp.recoveryCodeHashes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpSecret)))
    .returning({ id: staffAccounts.id });
  return set.length > 0;
}

export async function insertStaffSession(
  db: Db,
  session: { staffId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values(session);
}

/** The open session of a token's hash, with its enabled account. */
export async function selectStaffSession(db: Db, tokenHash: string): Promise<StaffMember | null> {
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      id: staffAccounts.id,
      email: staffAccounts.email,
      name: staffAccounts.name,
      role: staffAccounts.role,
    })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function deleteStaffSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

/** Housekeeping: sessions past their end, which sign nobody in any more. */
export async function deleteExpiredStaffSessions(db: Db): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, sql`now()`));
}

export async function deleteStaffSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Replicas starting together on an empty database seed staff once. */
export async function lockStaffSeed(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff:seed', 0))`);
}
