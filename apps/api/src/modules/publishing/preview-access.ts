import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a preview link opens draft mode on a site: it travels in a URL, so briefly. */
export const PREVIEW_ACCESS_SECONDS = 10 * 60;

const mac = (secret: string, expires: number) =>
  createHmac("sha256", secret).update(`preview-access:${expires}`).digest().subarray(0, 18);

/**
 * A token that lets a site turn on its draft mode (ADR 0038): issued to staff through the staff
 * API, checked by the content service when a site's preview route presents it. `{expires}.{mac}`,
 * the expiry in Unix seconds, signed with the API's DOWNLOAD_SECRET.
 */
export function issuePreviewAccess(
  secret: string,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expires = Math.floor(now / 1000) + PREVIEW_ACCESS_SECONDS;
  return {
    token: `${expires}.${mac(secret, expires).toString("base64url")}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** Whether `token` was issued by issuePreviewAccess with `secret` and has not expired. */
export function verifyPreviewAccess(secret: string, token: string, now = Date.now()): boolean {
  const [, seconds, signature] = /^(\d{1,12})\.([A-Za-z0-9_-]{24})$/.exec(token) ?? [];
  if (!seconds || !signature) return false;
  const expires = Number(seconds);
  if (expires * 1000 <= now) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
