import { createHmac, timingSafeEqual } from "node:crypto";

/** Download links are short-lived: the account page mints fresh ones every time it loads. */
export const DOWNLOAD_TOKEN_SECONDS = 60 * 60;

export interface DownloadGrant {
  userId: string;
  invoiceId: number;
  /** The invoice line (invoice_items.id). */
  itemId: string;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`download:${payload}`).digest();

/** HMAC-SHA256 over the user, invoice, line and expiry: what the link may fetch, and for whom. */
export function signDownloadToken(
  secret: string,
  grant: DownloadGrant,
  now = Math.floor(Date.now() / 1000),
): string {
  const payload = [grant.userId, grant.invoiceId, grant.itemId, now + DOWNLOAD_TOKEN_SECONDS].join(
    ".",
  );
  return `${Buffer.from(payload).toString("base64url")}.${sign(secret, payload).toString("base64url")}`;
}

/** The grant of a genuine, unexpired token; null for anything else. */
export function verifyDownloadToken(
  secret: string,
  token: string | null,
  now = Math.floor(Date.now() / 1000),
): DownloadGrant | null {
  if (!token || token.length > 512) return null;
  const [encoded, signature, ...rest] = token.split(".");
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, "base64url").toString();
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [userId, invoiceId, itemId, expiresAt, ...extra] = payload.split(".");
  if (!userId || !itemId || extra.length > 0) return null;
  if (!(Number(expiresAt) > now) || !/^\d+$/.test(invoiceId ?? "")) return null;
  return { userId, invoiceId: Number(invoiceId), itemId };
}
