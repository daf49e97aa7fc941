import { createHmac, timingSafeEqual } from "node:crypto";
import {
  type CartLicenceType,
  isLicenceSize,
  itemDisplayName,
  LICENCE_SIZES,
  licenceLine,
  lineKind,
} from "@meridian/pricing";
import type { Env } from "../../env";
import type { Db } from "../../platform/db/database";
import { customerOf, findPaidFontLine } from "../invoices";

/**
 * A licence certificate's verification code (ADR 0021): the licence's id and a MAC of it under
 * DOWNLOAD_SECRET, so a code cannot be guessed from another or made up, and never expires —
 * the certificate is kept for years.
 */
function mac(secret: string, itemId: string): string {
  return createHmac("sha256", secret)
    .update(`licence-certificate:${itemId}`)
    .digest("base64url")
    .slice(0, 22);
}

export function verificationCode(secret: string, itemId: string): string {
  return `${itemId}.${mac(secret, itemId)}`;
}

const CODE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{22})$/;

/** The licence a genuine code names; null for anything else. */
export function licenceOfCode(secret: string, code: string): string | null {
  const match = CODE.exec(code);
  if (!match) return null;
  const [, itemId = "", given = ""] = match;
  const expected = Buffer.from(mac(secret, itemId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? itemId : null;
}

/** The foundry's page that checks a certificate: printed on it, offered on /account. */
export function verificationUrl(
  env: Pick<Env, "DOWNLOAD_SECRET" | "FOUNDRY_URL">,
  itemId: string,
): string {
  return new URL(
    `/licences/verify/${verificationCode(env.DOWNLOAD_SECRET, itemId)}`,
    env.FOUNDRY_URL,
  ).href;
}

/**
 * What a certificate's code proves: the licence it was issued for, to whom, on which invoice,
 * and whether it is still the licence held (an upgrade replaces it). Null for a code that is
 * not genuine, or a licence of an invoice that is not paid.
 */
export async function verifyLicence(db: Db, secret: string, code: string) {
  const itemId = licenceOfCode(secret, code);
  if (!itemId) return null;
  const row = await findPaidFontLine(db, itemId);
  if (!row) return null;
  const { item, invoice } = row;
  if (!invoice.number || !invoice.paidAt) return null;
  const customer = customerOf(invoice.customer);
  const size = isLicenceSize(item.licenceSize) ? LICENCE_SIZES[item.licenceSize] : null;
  const licence = licenceLine(item.licenceType as CartLicenceType, item.licenceSize);
  return {
    fontName: itemDisplayName({
      itemType: lineKind(item) ?? "style",
      productName: item.productName,
      styleName: item.styleName,
    }),
    licence: licence && size ? `${licence} (${size.description})` : (licence ?? item.licenceType),
    licensee: customer.name,
    companyName: customer.companyName || null,
    invoiceNumber: invoice.number,
    issuedAt: invoice.paidAt.toISOString(),
    current: item.supersededByInvoiceId === null,
  };
}
