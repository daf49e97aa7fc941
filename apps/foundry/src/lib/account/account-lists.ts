import type { DownloadsQuery, InvoicesQuery, LicencesQuery } from "@meridian/graphql/client";
import {
  formatPrice,
  isCurrencyCode,
  isLicenceSize,
  isLicenceType,
  itemDisplayName,
  LICENCE_LABELS,
  type LicenceSize,
  licenceLine,
  licenceSizeLabel,
  lineKind,
  toMinor,
} from "@meridian/pricing";

type Download = DownloadsQuery["downloads"][number];
type InvoiceEntry = InvoicesQuery["invoices"][number];
type Licence = LicencesQuery["licences"][number];

export interface DownloadRow {
  key: string;
  /** 'Inter Family', 'Inter Bold' (spec 9). */
  name: string;
  /** 'Web licence, Startup'. */
  licence: string;
  href: string;
}

export interface UpgradeOptionRow {
  key: string;
  /** 'Inter Family, Web, Small'. */
  name: string;
  /** '£143.00'. */
  price: string;
  /** 'after a £37.00 credit'; null when nothing is credited. */
  credit: string | null;
  /** What the cart's add takes. */
  add: {
    itemType: "upgrade";
    upgradeFrom: string;
    productId: string;
    styleId: string | null;
    licenceSize: LicenceSize;
  };
}

export interface LicenceRow {
  id: string;
  /** 'Inter Regular'. */
  name: string;
  /** 'Web, Startup'. */
  licence: string;
  /** 'MER-2026-000012'. */
  invoiceNumber: string;
  /** The page that proves the licence, as its certificate prints it. */
  verifyUrl: string;
  upgrades: UpgradeOptionRow[];
}

export interface InvoiceRow {
  id: string;
  href: string;
  /** 'MER-2026-000123'; 'Invoice 12' before it is numbered. */
  number: string;
  date: string;
  total: string;
  /** The items by name: 'Inter Family, Poster (A2)'. */
  items: string;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // The seller's calendar, as on the invoice itself.
  timeZone: "Europe/London",
});

/** A download as the account lists it: the item's name, its licence, the signed ZIP link. */
export function downloadRow(download: Download): DownloadRow {
  const itemType = lineKind(download) ?? "style";
  const size = licenceSizeLabel(download.licenceSize);
  const licence = isLicenceType(download.licenceType)
    ? `${LICENCE_LABELS[download.licenceType]} licence${size ? `, ${size}` : ""}`
    : download.licenceType;
  return {
    key: [
      download.invoiceId,
      download.productId,
      download.styleId ?? "family",
      download.licenceType,
    ].join("/"),
    name: itemDisplayName({
      itemType,
      productName: download.product.name,
      styleName: download.styleName,
    }),
    licence,
    href: download.url,
  };
}

/** An invoice as the account lists it, opening at /account/invoices/{id} (spec 2.10). */
export function invoiceRow(entry: InvoiceEntry): InvoiceRow {
  const currency = isCurrencyCode(entry.currency) ? entry.currency : "GBP";
  return {
    id: entry.invoiceId,
    href: `/account/invoices/${encodeURIComponent(entry.invoiceId)}`,
    number: entry.invoiceNumber ?? `Invoice ${entry.invoiceId}`,
    date: dateFormat.format(new Date(entry.updatedAt)),
    total: formatPrice(toMinor(entry.total), currency),
    items: entry.invoiceItems
      .map((item) =>
        itemDisplayName({
          itemType: lineKind(item) ?? "goods",
          productName: item.product.name,
          styleName: item.styleName,
          variantName: item.variantName,
        }),
      )
      .join(", "),
  };
}

/**
 * A licence as the account lists it (DESIGN 4.10): its name, type and size, the invoice it was
 * bought on, and what it may grow to, each priced after the credit in the cart's currency.
 */
export function licenceRow(licence: Licence): LicenceRow {
  return {
    id: licence.id,
    name: licence.name,
    licence: isLicenceType(licence.licenceType)
      ? (licenceLine(licence.licenceType, licence.licenceSize) ?? licence.licenceType)
      : licence.licenceType,
    invoiceNumber: licence.invoiceNumber,
    verifyUrl: licence.verifyUrl,
    upgrades: licence.upgrades.flatMap((option): UpgradeOptionRow[] => {
      const currency = isCurrencyCode(option.currency) ? option.currency : "GBP";
      if (!isLicenceSize(option.licenceSize) || !isLicenceType(licence.licenceType)) return [];
      const credit = toMinor(option.credit);
      return [
        {
          key: `${option.itemType}:${option.styleId ?? "family"}:${option.licenceSize}`,
          name: `${option.name}, ${licenceLine(licence.licenceType, option.licenceSize)}`,
          price: formatPrice(toMinor(option.price), currency),
          credit: credit > 0 ? `after a ${formatPrice(credit, currency)} credit` : null,
          add: {
            itemType: "upgrade",
            upgradeFrom: licence.id,
            productId: licence.productId,
            styleId: option.styleId ?? null,
            licenceSize: option.licenceSize,
          },
        },
      ];
    }),
  };
}
