/**
 * The storefront's online price rule: a price taken from content is sold at the content price
 * × onlineFactor, rounded up to a multiple of onlineStep GBP (site.yaml; the demo's 90%, up to
 * £5). The API charges it and the sites show it, so both call this with the same rules.
 */
import { ceilToMultiple, toMinor } from "./money";
import type { ShopRules } from "./rules";

export interface OnlinePriceOptions {
  /** Share of the content price charged online. */
  factor: number;
  /** Step in GBP major units the result is rounded up to. */
  step: number;
}

/** ceil(p × factor / step) × step, in GBP minor units. */
export function onlinePrice(gbpMinor: number, { factor, step }: OnlinePriceOptions): number {
  return ceilToMultiple(gbpMinor * factor, step * 100);
}

/** The online rule as configured in the shop rules. */
export function onlineOptions(
  rules: Pick<ShopRules, "onlineFactor" | "onlineStep">,
): OnlinePriceOptions {
  return { factor: rules.onlineFactor, step: rules.onlineStep };
}

export interface LinePrices {
  /** What the customer pays, GBP minor units. */
  price: number;
  /** The price before the online rule (and, for a family, the family discount). */
  priceUndiscounted: number;
}

/**
 * A goods product's or variant's prices from its content `priceGbp` (major units): price =
 * online(priceGbp), priceUndiscounted = priceGbp (DESIGN 4.1).
 */
export function goodsPrices(
  priceGbp: number,
  rules: Pick<ShopRules, "onlineFactor" | "onlineStep">,
): LinePrices {
  const priceUndiscounted = toMinor(priceGbp);
  return { price: onlinePrice(priceUndiscounted, onlineOptions(rules)), priceUndiscounted };
}
