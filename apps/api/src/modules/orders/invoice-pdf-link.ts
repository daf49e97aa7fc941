import type { Env } from "../../env";
import { signToken, verifyToken } from "../../platform/auth/signed-tokens";

/** Where invoices' PDFs are fetched: GET /invoices/pdf?token=… */
export const INVOICE_PDF_PATH = "/invoices/pdf";

/**
 * A link lives an hour: the invoice page hands out a fresh one each time it loads, and a
 * copied link soon stops working.
 */
export const INVOICE_PDF_LINK_SECONDS = 60 * 60;

const AUDIENCE = "meridian:invoice-pdf";

/**
 * The signed link to an invoice's PDF, for whoever may see the invoice — its owner, or the
 * guest holding its key — as FullInvoice gives it (ADR 0022).
 */
export async function invoicePdfUrl(
  env: Pick<Env, "DOWNLOAD_SECRET" | "PUBLIC_API_ORIGIN">,
  invoiceId: number,
  now = Date.now(),
): Promise<string> {
  const token = await signToken({
    secret: env.DOWNLOAD_SECRET,
    audience: AUDIENCE,
    subject: String(invoiceId),
    expiresAt: Math.floor(now / 1000) + INVOICE_PDF_LINK_SECONDS,
  });
  const url = new URL(INVOICE_PDF_PATH, env.PUBLIC_API_ORIGIN);
  url.searchParams.set("token", token);
  return url.href;
}

/** The invoice a genuine, unexpired link names; null for anything else. */
export async function invoiceOfPdfLink(
  secret: string,
  token: string | null,
): Promise<number | null> {
  if (!token || token.length > 2048) return null;
  const verified = await verifyToken(token, secret, AUDIENCE);
  if (verified.status !== "valid" || !/^\d{1,10}$/.test(verified.subject)) return null;
  return Number(verified.subject);
}
