/**
 * Shipping: only carts with goods ship. The zone is the shipping country's (UK, EU, rest of
 * world); the cost is the highest fixed cost for that zone among the goods in the cart; UK
 * orders whose goods subtotal is above the rules' `freeShippingOverGbp` (site.yaml) ship free.
 */
import { type CurrencyConversion, convertAmount, DEFAULT_CURRENCY } from "./currency";
import { toMinor } from "./money";
import type { ShopRules } from "./rules";
import { isEuCountry, isUkCountry } from "./tax";

export type ShippingZone = "uk" | "eu" | "row";

/**
 * The sub-text beside the shipping row, 'Free shipping on orders above £75 - UK only', for the
 * rules' threshold in GBP major units (the sites read it from the content service).
 */
export function freeShippingText(overGbp: number): string {
  return `Free shipping on orders above £${overGbp} - UK only`;
}

export function shippingZone(country: string): ShippingZone {
  if (isUkCountry(country)) return "uk";
  if (isEuCountry(country)) return "eu";
  return "row";
}

/** A goods product's shipping costs as content holds them (GBP major units). */
export interface GoodsShippingCosts {
  fixedCostUkGbp: number;
  fixedCostEuGbp: number;
  fixedCostRowGbp: number;
}

export interface ShippingInput {
  /** The shipping country, ISO 3166-1 alpha-2. */
  country: string;
  /** One entry per goods line in the cart (fonts do not ship). */
  goods: readonly GoodsShippingCosts[];
  /** Σ goods price × quantity in GBP minor units (PricedCart.goodsSubtotalGbp). */
  goodsSubtotalGbp: number;
  rules: Pick<ShopRules, "freeShippingOverGbp">;
  /** The cart's rate; GBP when omitted. */
  currency?: CurrencyConversion;
}

export interface ShippingResult {
  requiresShipping: boolean;
  zone: ShippingZone;
  /** True when the UK free-shipping threshold waived a cost. */
  free: boolean;
  /** GBP minor units. */
  costGbp: number;
  /** Cart currency minor units (rate only; see convertAmount). */
  cost: number;
}

const ZONE_COST: Readonly<Record<ShippingZone, keyof GoodsShippingCosts>> = {
  uk: "fixedCostUkGbp",
  eu: "fixedCostEuGbp",
  row: "fixedCostRowGbp",
};

export function shippingFor({
  country,
  goods,
  goodsSubtotalGbp,
  rules,
  currency = DEFAULT_CURRENCY,
}: ShippingInput): ShippingResult {
  const zone = shippingZone(country);
  if (goods.length === 0) {
    return { requiresShipping: false, zone, free: false, costGbp: 0, cost: 0 };
  }
  const highest = Math.max(...goods.map((item) => toMinor(item[ZONE_COST[zone]])));
  const free = zone === "uk" && goodsSubtotalGbp > toMinor(rules.freeShippingOverGbp);
  const costGbp = free ? 0 : highest;
  return {
    requiresShipping: true,
    zone,
    free: free && highest > 0,
    costGbp,
    cost: convertAmount(costGbp, currency),
  };
}
