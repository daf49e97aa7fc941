/**
 * The price a goods card shows (spec 9): content's GBP price through the online price rule of
 * @meridian/pricing, with 'From ' when the variants cost different amounts.
 */
import { formatPrice, goodsPrices, type ShopRules } from "@meridian/pricing";

export interface PricedProduct {
  priceGbp: number;
  variants: readonly { priceGbp: number }[];
}

/** 'From £30.00' for a product whose variants differ in price, else its one price. */
export function goodsPriceLabel(
  product: PricedProduct,
  rules: Pick<ShopRules, "onlineFactor" | "onlineStep">,
): string {
  const prices = (product.variants.length > 0 ? product.variants : [product]).map(
    (variant) => goodsPrices(variant.priceGbp, rules).price,
  );
  const lowest = Math.min(...prices);
  const from = prices.some((price) => price !== lowest);
  return formatPrice(lowest, "GBP", { from });
}
