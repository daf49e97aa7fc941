import type { DownloadsQuery, InvoicesQuery } from "@meridian/graphql/client";
import {
  formatPrice,
  isCurrencyCode,
  isLicenceType,
  itemDisplayName,
  LICENCE_LABELS,
  parseItemType,
  toMinor,
} from "@meridian/pricing";

type Download = DownloadsQuery["downloads"][number];
type InvoiceEntry = InvoicesQuery["invoices"][number];

export interface DownloadRow {
  key: string;
  /** 'Inter Family', 'Inter Bold' (spec 9). */
  name: string;
  /** 'Web licence'. */
  licence: string;
  href: string;
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
  const itemType = parseItemType(download.itemType) ?? "style";
  const licence = isLicenceType(download.licenceType)
    ? `${LICENCE_LABELS[download.licenceType]} licence`
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
          itemType: parseItemType(item.itemType) ?? "goods",
          productName: item.product.name,
          styleName: item.styleName,
          variantName: item.variantName,
        }),
      )
      .join(", "),
  };
}
