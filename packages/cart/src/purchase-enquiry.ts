/**
 * The purchase enquiry an over-the-limit cart offers instead of checkout (spec 7.4): a mailto link
 * to the foundry whose body lists each item with its licence and price.
 */
import { PRICE_NOT_SET } from "@meridian/pricing";

export interface EnquiryItem {
  /** itemDisplayName's result. */
  name: string;
  /** licenceLine's result; null for goods. */
  licence?: string | null | undefined;
  /** Cart currency minor units (line total). */
  price: number | null | undefined;
}

export interface PurchaseEnquiry {
  /** The foundry's address (site.yaml `email`). */
  email: string;
  items: readonly EnquiryItem[];
  currencySymbol: string;
}

export const PURCHASE_ENQUIRY_SUBJECT = "Purchase enquiry";
export const PURCHASE_ENQUIRY_INTRO = "I'm interested in purchasing the following items:";
export const PURCHASE_ENQUIRY_OUTRO = "<Please provide any other relevant details here>";

const enquiryAmount = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** One line per item: 'Inter Family - Web, Startup - £180.00'. */
export function purchaseEnquiryLine(item: EnquiryItem, currencySymbol: string): string {
  const price =
    item.price === null || item.price === undefined
      ? PRICE_NOT_SET
      : `${item.price < 0 ? "-" : ""}${currencySymbol}${enquiryAmount.format(Math.abs(item.price) / 100)}`;
  return [item.name, item.licence, price].filter(Boolean).join(" - ");
}

/**
 * The mailto link an over-the-limit cart offers instead of checkout (spec 7.4). Lines are joined
 * with CRLF, which RFC 6068 asks a mailto body to use, and every part is percent-encoded.
 */
export function purchaseEnquiryMailto({ email, items, currencySymbol }: PurchaseEnquiry): string {
  const body = [
    PURCHASE_ENQUIRY_INTRO,
    "",
    ...items.map((item) => purchaseEnquiryLine(item, currencySymbol)),
    "",
    PURCHASE_ENQUIRY_OUTRO,
  ].join("\r\n");
  return `mailto:${email}?subject=${encodeURIComponent(PURCHASE_ENQUIRY_SUBJECT)}&body=${encodeURIComponent(body)}`;
}
