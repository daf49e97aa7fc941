import { and, desc, eq, gt, isNull, ne, notInArray, sql } from "drizzle-orm";
import type { AuthenticatedUser } from "../../platform/auth/request-auth";
import type { Db } from "../../platform/db/database";
import { authClients, passwordResets, refreshTokens, users } from "../../platform/db/schema";

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  passwordHash: users.passwordHash,
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return user;
}

/** Inserts a customer; undefined when the e-mail is taken (also by a concurrent call). */
export async function insertUser(
  db: Db,
  user: { email: string; name: string; passwordHash: string },
): Promise<UserRecord | undefined> {
  const [inserted] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return inserted;
}

/** Changes a customer's details; false when the new e-mail belongs to another account. */
export async function updateUser(
  db: Db,
  id: string,
  changes: { email?: string; name?: string; passwordHash?: string },
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** PostgreSQL's unique_violation, whether drizzle wraps the driver's error or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The most sessions a customer keeps; a new login beyond it ends the least recently used. */
export const MAX_CLIENTS_PER_USER = 10;

export async function insertClient(db: Db, userId: string): Promise<string> {
  const [client] = await db
    .insert(authClients)
    .values({ userId })
    .returning({ id: authClients.id });
  if (!client) throw new Error("inserting a client returned no row");
  const keep = db
    .select({ id: authClients.id })
    .from(authClients)
    .where(and(eq(authClients.userId, userId), isNull(authClients.revokedAt)))
    .orderBy(desc(authClients.lastUsedAt), desc(authClients.createdAt))
    .limit(MAX_CLIENTS_PER_USER);
  await db
    .update(authClients)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authClients.userId, userId),
        isNull(authClients.revokedAt),
        notInArray(authClients.id, keep),
      ),
    );
  return client.id;
}

export async function touchClient(db: Db, clientId: string): Promise<void> {
  await db.update(authClients).set({ lastUsedAt: sql`now()` }).where(eq(authClients.id, clientId));
}

/** Ends one session: its access tokens stop working and its refresh tokens with it. */
export async function revokeClient(db: Db, clientId: string, userId?: string): Promise<boolean> {
  const revoked = await db
    .update(authClients)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authClients.id, clientId),
        isNull(authClients.revokedAt),
        userId ? eq(authClients.userId, userId) : undefined,
      ),
    )
    .returning({ id: authClients.id });
  return revoked.length > 0;
}

/** Ends every session of a customer but `keepClientId`'s (when given). */
export async function revokeOtherClients(
  db: Db,
  userId: string,
  keepClientId: string | null,
): Promise<void> {
  await db
    .update(authClients)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authClients.userId, userId),
        isNull(authClients.revokedAt),
        keepClientId ? ne(authClients.id, keepClientId) : undefined,
      ),
    );
}

/** The customer behind a live session, or null when the session has ended. */
export async function findSession(
  db: Db,
  userId: string,
  clientId: string,
): Promise<AuthenticatedUser | null> {
  const [session] = await db
    .select({ userId: users.id, clientId: authClients.id, email: users.email, name: users.name })
    .from(authClients)
    .innerJoin(users, eq(users.id, authClients.userId))
    .where(
      and(
        eq(authClients.id, clientId),
        eq(authClients.userId, userId),
        isNull(authClients.revokedAt),
      ),
    );
  return session ?? null;
}

export async function insertRefreshToken(
  db: Db,
  token: { clientId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export interface RefreshTokenRecord {
  id: string;
  clientId: string;
  usedAt: Date | null;
  expiresAt: Date;
  clientRevokedAt: Date | null;
  userId: string;
  email: string;
}

export async function findRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<RefreshTokenRecord | undefined> {
  const [token] = await db
    .select({
      id: refreshTokens.id,
      clientId: refreshTokens.clientId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      clientRevokedAt: authClients.revokedAt,
      userId: users.id,
      email: users.email,
    })
    .from(refreshTokens)
    .innerJoin(authClients, eq(authClients.id, refreshTokens.clientId))
    .innerJoin(users, eq(users.id, authClients.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return token;
}

/** Marks a refresh token used; false when it already was (a replay, or a concurrent rotation). */
export async function markRefreshTokenUsed(db: Db, id: string): Promise<boolean> {
  const used = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return used.length > 0;
}

export async function insertPasswordReset(
  db: Db,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** Whether a reset token is live (known, unused, unexpired); changes nothing. */
export async function findLivePasswordReset(db: Db, tokenHash: string): Promise<boolean> {
  const [reset] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return Boolean(reset);
}

/**
 * Uses up a live reset token and every other outstanding token of the same account; returns
 * the account, or undefined for an unknown, used or expired token.
 */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<string | undefined> {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!reset) return undefined;
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
  return reset.userId;
}
