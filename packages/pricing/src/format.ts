/**
 * How the shop writes a price (spec 9): British formatting in the cart's currency, 'From ' before
 * a price that rises with the licence, and when an undiscounted price shows struck through.
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
