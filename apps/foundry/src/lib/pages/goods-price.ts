/**
 * The price a goods card shows (spec 9): content's GBP price through the online price rule of
 * @meridian/pricing, with 'From ' when the variants cost different amounts, converted to the
 * cart's currency with its rate and rounding (GBP before a cart says otherwise).
 */
import {
  type CartCurrency,
  convertPrice,
  DEFAULT_CURRENCY,
  formatPrice,
  goodsPrices,
  type ShopRules,
} from "@meridian/pricing";

/** The online rule: the content price × onlineFactor, rounded up to onlineStep GBP. */
export type OnlineRule = Pick<ShopRules, "onlineFactor" | "onlineStep">;

export interface PricedProduct {
  priceGbp: number;
  variants: readonly { priceGbp: number | null }[];
}

/** The cheapest online price in GBP minor units, and whether the variants differ ('From'). */
export function goodsLowestPrice(
  product: PricedProduct,
  rules: OnlineRule,
): { gbp: number; from: boolean } {
  const prices = (product.variants.length > 0 ? product.variants : [product]).map(
    (variant) => goodsPrices(variant.priceGbp ?? product.priceGbp, rules).price,
  );
  const lowest = Math.min(...prices);
  return { gbp: lowest, from: prices.some((price) => price !== lowest) };
}

/** 'From £30.00' for a product whose variants differ in price, else its one price. */
export function goodsPriceLabel(
  product: PricedProduct,
  rules: OnlineRule,
  currency: CartCurrency = DEFAULT_CURRENCY,
): string {
  const { gbp, from } = goodsLowestPrice(product, rules);
  return formatPrice(convertPrice(gbp, currency), currency.code, { from });
}
