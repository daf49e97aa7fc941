import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * A guest's invoice key: the private part of the studio's /invoice/{id}?key=… link (DESIGN 7.1).
 * Derived from the invoice id with the server's secret, so the confirmation e-mail, sent when the
 * payment succeeds (possibly from a webhook, long after the guest's request), can name it again;
 * the invoice keeps only its hash, which is what a request's key is checked against.
 */
export function guestInvoiceKey(secret: string, invoiceId: number): string {
  return createHmac("sha256", secret).update(`guest-invoice:${invoiceId}`).digest("base64url");
}

export function hashInvoiceKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Constant time, so a response's timing tells nothing about how much of a key was right. */
export function invoiceKeyMatches(given: string | null | undefined, storedHash: string | null) {
  if (!given || !storedHash) return false;
  const a = Buffer.from(hashInvoiceKey(given), "hex");
  const b = Buffer.from(storedHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Between CreateInvoice and FinalizeInvoice a guest proves the draft is theirs with this
 * httpOnly cookie (the studio calls the API through its own /graphql, so it is first-party).
 */
export const CHECKOUT_COOKIE = "meridian_checkout";
export const CHECKOUT_COOKIE_MAX_AGE = 60 * 60 * 24;
