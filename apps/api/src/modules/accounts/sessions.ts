import type { UserError } from "../../errors";
import type { Credentials } from "../../generated/shop-resolvers";
import { signAccessToken } from "../../platform/auth/access-tokens";
import { hashToken, randomToken } from "../../platform/auth/secure-tokens";
import type { Database, Db } from "../../platform/db/database";
import { ACCOUNT_MESSAGES } from "./account-inputs";
import {
  findRefreshToken,
  insertClient,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeClient,
  touchClient,
} from "./accounts-repository";

/**
 * The customer behind a live session, or null once it has ended (logout, a password change or
 * reset, an 11th login): the API's authentication and the download links ask this.
 */
export { findSession } from "./accounts-repository";

/** A refresh token keeps a device signed in for 30 days without use; each use renews it. */
const REFRESH_TOKEN_DAYS = 30;

/** What UserLogin, UserRegister and refreshToken return on success (DESIGN 7.1). */
export interface IssuedSession {
  credentials: Credentials;
  token: string;
  refreshToken: string;
  errors: UserError[];
}

async function mintTokens(
  db: Db,
  secret: string,
  session: { userId: string; clientId: string; email: string },
): Promise<IssuedSession> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, {
    clientId: session.clientId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000),
  });
  const access = await signAccessToken(secret, session);
  return {
    credentials: {
      accessToken: access.token,
      client: session.clientId,
      expiry: String(access.expiresAt),
      tokenType: "Bearer",
      uid: session.email,
    },
    token: access.token,
    refreshToken,
    errors: [],
  };
}

/**
 * A new session (client) for a customer who just proved who they are. Run it inside a
 * transaction (`db` a transaction's `tx`): the client and its first refresh token go together.
 */
export async function openSession(
  tx: Db,
  secret: string,
  user: { id: string; email: string },
): Promise<IssuedSession> {
  const clientId = await insertClient(tx, user.id);
  return mintTokens(tx, secret, { userId: user.id, clientId, email: user.email });
}

export function startSession(
  database: Database,
  secret: string,
  user: { id: string; email: string },
) {
  return database.transaction((tx) => openSession(tx, secret, user));
}

export type RotationResult = IssuedSession | { errors: UserError[] };

const sessionEnded: { errors: UserError[] } = {
  errors: [
    { code: "INVALID_CREDENTIALS", field: "refreshToken", message: ACCOUNT_MESSAGES.sessionEnded },
  ],
};

/**
 * Swaps a refresh token for a new pair. A token that was already used means two parties hold
 * it, one of them not the customer: the whole session (the client's token family) ends
 * (RFC 9700 §4.14.2), and the customer logs in again.
 */
export async function rotateRefreshToken(
  database: Database,
  secret: string,
  refreshToken: string,
): Promise<RotationResult> {
  const { db } = database;
  const record = await findRefreshToken(db, hashToken(refreshToken));
  if (!record || record.clientRevokedAt) return sessionEnded;
  if (record.usedAt) {
    await revokeClient(db, record.clientId);
    return sessionEnded;
  }
  if (record.expiresAt.getTime() <= Date.now()) return sessionEnded;
  const rotated = await database.transaction(async (tx) => {
    // The update decides between two concurrent uses of one token: only one marks it.
    if (!(await markRefreshTokenUsed(tx, record.id))) return null;
    await touchClient(tx, record.clientId);
    return mintTokens(tx, secret, {
      userId: record.userId,
      clientId: record.clientId,
      email: record.email,
    });
  });
  if (!rotated) {
    await revokeClient(db, record.clientId);
    return sessionEnded;
  }
  return rotated;
}
