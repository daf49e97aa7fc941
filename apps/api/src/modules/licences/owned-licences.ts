import {
  type CurrencyCode,
  isCurrencyCode,
  isLicenceSize,
  isLicenceType,
  type OwnedLicence,
} from "@meridian/pricing";
import type { Db } from "../../platform/db/database";
import { listLicenceLines } from "../invoices";

/** A licence a customer paid for, as the upgrade rules and /account see it (DESIGN 4.10). */
export interface Licence extends OwnedLicence {
  invoiceId: number;
  invoiceNumber: string;
  /** The font's name and, for a style, the style's, as the invoice froze them. */
  productName: string;
  styleId: string | null;
  styleName: string | null;
  /** The invoice whose upgrade replaced it; null while it is the customer's current licence. */
  supersededByInvoiceId: number | null;
}

type LicenceLine = Awaited<ReturnType<typeof listLicenceLines>>[number];

/**
 * What a line was paid, net of discounts and before VAT: its charge less its share of the
 * invoice's code discount, plus, for an upgrade, the credit it carried (so a licence upgraded
 * twice is credited everything paid for it).
 */
export function paidNet({ item, invoice }: LicenceLine): number {
  const charged = item.price * item.quantity;
  const codeDiscount = invoice.subtotal + invoice.shipping + invoice.tax - invoice.total;
  const share =
    codeDiscount > 0 && invoice.subtotal > 0
      ? Math.ceil((codeDiscount * charged) / invoice.subtotal)
      : 0;
  return Math.max(0, charged - share) + item.credit;
}

function licenceOf(line: LicenceLine): Licence | null {
  const { item, invoice } = line;
  const currency: CurrencyCode | null = isCurrencyCode(invoice.currency) ? invoice.currency : null;
  if (!currency || !isLicenceType(item.licenceType) || !isLicenceSize(item.licenceSize)) {
    return null;
  }
  const itemType = item.styleId ? "style" : "family";
  return {
    id: item.id,
    itemType,
    fontId: item.productId,
    productId: item.styleId ?? item.productId,
    licenceType: item.licenceType,
    licenceSize: item.licenceSize,
    paidNet: paidNet(line),
    currency,
    invoiceId: item.invoiceId,
    invoiceNumber: invoice.number ?? String(item.invoiceId),
    productName: item.productName,
    styleId: item.styleId,
    styleName: item.styleName,
    supersededByInvoiceId: item.supersededByInvoiceId,
  };
}

/** Every licence the customer paid for, newest first, superseded ones included. */
export async function licencesOf(db: Db, userId: string): Promise<Licence[]> {
  return (await listLicenceLines(db, userId)).flatMap((line) => licenceOf(line) ?? []);
}

/** The licences the customer holds today: those no upgrade has replaced. */
export const currentLicences = (licences: readonly Licence[]) =>
  licences.filter((licence) => licence.supersededByInvoiceId === null);
