import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: refresh tokens and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a random token: its SHA-256. The tokens carry 256 bits, so a
 * plain hash (no salt, no stretching) is enough and lets a token be looked up by it.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
