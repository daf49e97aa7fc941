import { isUuid, signToken, verifyToken } from "../../platform/auth/signed-tokens";

/**
 * A link lives 15 minutes (ADR 0011): long enough to click and for a slow download to start,
 * short enough that a copied link soon stops working. The account page keeps its links fresh.
 */
export const DOWNLOAD_TOKEN_SECONDS = 15 * 60;

export interface DownloadGrant {
  userId: string;
  /**
   * The session (auth_clients.id) that asked for the link: the link works only while that
   * session does, so logging out or a password change ends it (ADR 0011).
   */
  clientId: string;
  invoiceId: number;
  /** The invoice line (invoice_items.id). */
  itemId: string;
}

/** A signed link token (auth/signed-tokens): what it fetches, for whom, from which session. */
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
    claims: { client: grant.clientId, invoiceId: String(grant.invoiceId), itemId: grant.itemId },
  });
}

/**
 * The grant of a genuine, unexpired download token; null for anything else. Whether its
 * session is still live is the route's question: it needs the database.
 */
export async function verifyDownloadToken(
  secret: string,
  token: string | null,
): Promise<DownloadGrant | null> {
  if (!token || token.length > 2048) return null;
  const verified = await verifyToken(token, secret, "meridian:download");
  if (verified.status !== "valid") return null;
  const { client, invoiceId, itemId } = verified.claims;
  if (typeof invoiceId !== "string" || !/^\d{1,10}$/.test(invoiceId)) return null;
  if (!isUuid(verified.subject) || !isUuid(client) || !isUuid(itemId)) return null;
  return { userId: verified.subject, clientId: client, invoiceId: Number(invoiceId), itemId };
}
