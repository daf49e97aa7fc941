import { signToken, verifyToken } from "../auth/signed-tokens";

/** Download links are short-lived: the account page mints fresh ones every time it loads. */
export const DOWNLOAD_TOKEN_SECONDS = 60 * 60;

export interface DownloadGrant {
  userId: string;
  invoiceId: number;
  /** The invoice line (invoice_items.id). */
  itemId: string;
}

/** A signed link token (auth/signed-tokens): what the link may fetch, and for whom. */
export function signDownloadToken(
  secret: string,
  grant: DownloadGrant,
  now = Date.now(),
): Promise<string> {
  return signToken({
    secret,
    audience: "meridian:download",
    subject: grant.userId,
    expiresAt: Math.floor(now / 1000) + DOWNLOAD_TOKEN_SECONDS,
    claims: { invoiceId: String(grant.invoiceId), itemId: grant.itemId },
  });
}

/** The grant of a genuine, unexpired download token; null for anything else. */
export async function verifyDownloadToken(
  secret: string,
  token: string | null,
): Promise<DownloadGrant | null> {
  if (!token || token.length > 2048) return null;
  const verified = await verifyToken(token, secret, "meridian:download");
  if (verified.status !== "valid") return null;
  const { invoiceId, itemId } = verified.claims;
  if (typeof invoiceId !== "string" || !/^\d{1,10}$/.test(invoiceId)) return null;
  if (!isUuid(verified.subject) || !isUuid(itemId)) return null;
  return { userId: verified.subject, invoiceId: Number(invoiceId), itemId };
}

/** Users and invoice lines are named by UUIDs; anything else names nothing. */
const isUuid = (value: unknown): value is string =>
  typeof value === "string" &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
