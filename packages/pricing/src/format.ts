/**
 * How the shop writes a price (spec 9): British formatting in the cart's currency, 'From ' before
 * a price that rises with the licence, and when an undiscounted price shows struck through.
 */
import { CURRENCY_SYMBOLS, type CurrencyCode } from "./currency";

export const PRICE_NOT_SET = "Price not set";

export interface FormatPriceOptions {
  /** Drop the pence: '£40' instead of '£40.00'. */
  wholeNumbers?: boolean;
  /** Prefix 'From ' (a price that rises with the licence chosen). */
  from?: boolean;
}

/** Whole units with a comma every three digits, as en-GB writes them: 1234567 → '1,234,567'. */
function grouped(units: number): string {
  return String(units).replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * '£1,234.00', 'From £40', '€45.00'; 'Price not set' when there is no price. Written out rather
 * than through `Intl.NumberFormat` (en-GB, narrow symbol), whose output it matches: a page's first
 * Intl formatter loads the locale's data, 50–90 ms of the main thread in Chromium on our machines
 * and four times that on Lighthouse's phone, and the header's cart total is formatted on every
 * page as it hydrates (issue 22).
 */
export function formatPrice(
  minor: number | null | undefined,
  currency: CurrencyCode,
  { wholeNumbers = false, from = false }: FormatPriceOptions = {},
): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return PRICE_NOT_SET;
  // Halves away from zero, as Intl rounds.
  const pence = Math.round(Math.abs(minor));
  const amount = wholeNumbers
    ? grouped(Math.round(pence / 100))
    : `${grouped(Math.floor(pence / 100))}.${String(pence % 100).padStart(2, "0")}`;
  const text = `${minor < 0 ? "-" : ""}${CURRENCY_SYMBOLS[currency]}${amount}`;
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
