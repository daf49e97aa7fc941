/**
 * What the sites print (spec 9): prices, style names and counts, tracking, and the purchase
 * enquiry e-mail an over-the-limit cart offers instead of checkout (spec 7.4).
 */
import type { CurrencyCode } from "./currency";

export const PRICE_NOT_SET = "Price not set";

export interface FormatPriceOptions {
  /** Drop the pence: '£40' instead of '£40.00'. */
  wholeNumbers?: boolean;
  /** Prefix 'From ' (a price that rises with the licence chosen). */
  from?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: CurrencyCode, wholeNumbers: boolean): Intl.NumberFormat {
  const key = `${currency}:${wholeNumbers}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency,
      // en-GB writes USD as 'US$'; the spec's symbol is '$'.
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: wholeNumbers ? 0 : 2,
      maximumFractionDigits: wholeNumbers ? 0 : 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** '£1,234.00', 'From £40', '€45.00'; 'Price not set' when there is no price. */
export function formatPrice(
  minor: number | null | undefined,
  currency: CurrencyCode,
  { wholeNumbers = false, from = false }: FormatPriceOptions = {},
): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return PRICE_NOT_SET;
  const text = formatter(currency, wholeNumbers).format(minor / 100);
  return from ? `From ${text}` : text;
}

/**
 * The undiscounted price shows struck through when it is higher than the price and 'From' is not
 * used. Spec 9 says "when it differs", but the online rule rounds up to a multiple of 5, so a
 * content price can sit below the price (£28 → £30): struck through, that reads as a discount
 * that is really a mark-up (issue 14). Every site's prices, carts and summaries ask this.
 */
export function showUndiscounted(
  price: number | null | undefined,
  undiscounted: number | null | undefined,
  { from = false }: { from?: boolean } = {},
): boolean {
  if (from || price === null || price === undefined) return false;
  if (undiscounted === null || undiscounted === undefined) return false;
  return undiscounted > price;
}

/** Style names beginning with these have their first space removed (spec 9). */
export const JOINED_STYLE_PREFIXES = [
  "Ultra Thin",
  "Extra Thin",
  "Ultra Light",
  "Extra Light",
  "Super Bold",
  "Extra Bold",
  "Semi Bold",
] as const;

/** 'Extra Bold Italic' → 'ExtraBold Italic'; other names unchanged. */
export function normaliseStyleName(name: string): string {
  for (const prefix of JOINED_STYLE_PREFIXES) {
    const rest = name.slice(prefix.length);
    if (name.startsWith(prefix) && (rest === "" || rest.startsWith(" "))) {
      return name.replace(" ", "");
    }
  }
  return name;
}

/** '1 style', '12 styles'. */
export function styleCountLabel(count: number): string {
  return count === 1 ? "1 style" : `${count} styles`;
}

/** A search result's '(n styles)', n = style count − 1, only when n > 1; '' otherwise (spec 2.4). */
export function searchStyleLabel(styleCount: number): string {
  const n = styleCount - 1;
  return n > 1 ? `(${n} styles)` : "";
}

/** Letter-spacing in px for a size in px and a tracking in thousandths of an em (spec 9). */
export function trackingPx(size: number, tracking: number): number {
  return (size * tracking) / 1000;
}

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
