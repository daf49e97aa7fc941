import { isUuid, signToken, verifyToken } from "./signed-tokens";

/** Access tokens live an hour (DESIGN 4.5); the refresh token gets the next one. */
export const ACCESS_TOKEN_SECONDS = 60 * 60;

export interface AccessToken {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** A JWT naming the customer (`sub`) and the session (`client`). */
export async function signAccessToken(
  secret: string,
  session: { userId: string; clientId: string },
  now = Math.floor(Date.now() / 1000),
): Promise<AccessToken> {
  const expiresAt = now + ACCESS_TOKEN_SECONDS;
  const token = await signToken({
    secret,
    audience: "meridian:access",
    subject: session.userId,
    expiresAt,
    claims: { client: session.clientId },
  });
  return { token, expiresAt };
}

export type AccessTokenCheck =
  | { status: "valid" | "expired"; userId: string; clientId: string }
  | { status: "invalid" };

export async function checkAccessToken(token: string, secret: string): Promise<AccessTokenCheck> {
  const verified = await verifyToken(token, secret, "meridian:access");
  if (verified.status === "invalid") return verified;
  const clientId = verified.claims.client;
  if (!isUuid(verified.subject) || !isUuid(clientId)) return { status: "invalid" };
  return { status: verified.status, userId: verified.subject, clientId };
}
