/**
 * Cart currencies and the conversion rule of spec 9: price × exchangeRate, rounded up to a
 * multiple of `rounding` major units, a rounding of 0 counting as 1. Lines are priced in GBP and
 * each line is converted on its own; totals are sums of converted lines (DESIGN 4.1, 4.2).
 */
import { ceilToMultiple } from "./money";

export const CURRENCIES = ["GBP", "EUR", "USD"] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  GBP: "£",
  EUR: "€",
  USD: "$",
};

/** A cart's rate and rounding; the cart keeps its own copy, so read them from the cart. */
export interface CurrencyConversion {
  exchangeRate: number;
  /** In major units: 5 means "up to a multiple of €5". 0 counts as 1. */
  rounding: number;
}

export interface CartCurrency extends CurrencyConversion {
  code: CurrencyCode;
}

export const DEFAULT_CURRENCY: Readonly<CartCurrency> = {
  code: "GBP",
  exchangeRate: 1,
  rounding: 0,
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** The configured rate and rounding of a currency (site.yaml `shop.currencies`). */
export function cartCurrency(
  code: CurrencyCode,
  currencies: Readonly<Record<CurrencyCode, CurrencyConversion>>,
): CartCurrency {
  const { exchangeRate, rounding } = currencies[code];
  return { code, exchangeRate, rounding };
}

/** The step a converted price is rounded up to, in minor units. */
export function roundingStep(rounding: number): number {
  return (rounding > 0 ? rounding : 1) * 100;
}

/**
 * A GBP price (minor units) in the cart currency (minor units): price × exchange rate, rounded up
 * to a multiple of the currency's rounding, a rounding of 0 counting as 1 (spec 9). With GBP's
 * rounding of 0 a price with pence is rounded up to whole pounds; online prices are multiples of
 * £5 and never move.
 */
export function convertPrice(gbpMinor: number, conversion: CurrencyConversion): number;
export function convertPrice(
  gbpMinor: number | null | undefined,
  conversion: CurrencyConversion,
): number | null;
export function convertPrice(
  gbpMinor: number | null | undefined,
  { exchangeRate, rounding }: CurrencyConversion,
): number | null {
  if (gbpMinor === null || gbpMinor === undefined) return null;
  return ceilToMultiple(gbpMinor * exchangeRate, roundingStep(rounding));
}

/**
 * A GBP amount that is not a list price (a shipping cost) in the cart currency, rounded up to
 * the minor unit only: the price rounding of spec 9 exists to make shelf prices tidy, and would
 * turn £4.50 of postage into €10.
 */
export function convertAmount(gbpMinor: number, { exchangeRate }: CurrencyConversion): number {
  return ceilToMultiple(gbpMinor * exchangeRate, 1);
}
