import { errors, jwtVerify, SignJWT } from "jose";

/**
 * Signed, self-contained tokens (JWT, HS256): access tokens and every signed link (downloads,
 * trials). Each use has its own audience, so a token minted for one purpose is refused by every
 * other.
 */
export type TokenAudience =
  | "meridian:access"
  | "meridian:trial-download"
  | "meridian:download"
  | "meridian:invoice-pdf"
  | "meridian:staff-totp-setup";

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    // jose accepts short HMAC keys; env.ts insists on 32 characters in production.
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

export interface SignOptions {
  secret: string;
  audience: TokenAudience;
  subject: string;
  /** Unix seconds. */
  expiresAt: number;
  claims?: Record<string, string>;
}

export function signToken({ secret, audience, subject, expiresAt, claims = {} }: SignOptions) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(audience)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
}

/**
 * Users, sessions, invoice lines and trial requests are named by UUIDs: a token naming anything
 * else names nothing, and must never reach a query as an id (PostgreSQL would refuse it with an
 * error, not an empty answer).
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export type VerifiedToken =
  | { status: "valid"; subject: string; expiresAt: number; claims: Record<string, unknown> }
  | { status: "expired"; subject: string; claims: Record<string, unknown> }
  | { status: "invalid" };

/**
 * Checks the signature first, then the claims: an expired token is only reported as expired
 * when its signature is good (jose verifies in that order), so its claims can be trusted.
 */
export async function verifyToken(
  token: string,
  secret: string,
  audience: TokenAudience,
): Promise<VerifiedToken> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      audience,
    });
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number") {
      return { status: "invalid" };
    }
    return { status: "valid", subject: payload.sub, expiresAt: payload.exp, claims: payload };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const { payload } = error;
      if (payload.aud !== audience || typeof payload.sub !== "string") return { status: "invalid" };
      return { status: "expired", subject: payload.sub, claims: payload };
    }
    if (error instanceof errors.JOSEError) return { status: "invalid" };
    // A malformed token can also surface as a plain TypeError from decoding.
    if (error instanceof TypeError) return { status: "invalid" };
    throw error;
  }
}
