/**
 * The price a goods card or product page shows: each variant at the online price of its content
 * price (× onlineFactor, rounded up to onlineStep GBP); 'From' the lowest when the variants differ.
 */
import { goodsPrices, type ShopRules, showUndiscounted } from "@meridian/pricing";

export interface PricedProduct {
  priceGbp: number;
  variants: readonly { priceGbp: number }[];
}

export interface ProductPrice {
  /** GBP minor units. */
  price: number;
  /** The content price, struck through, only when the online price is below it. */
  undiscounted: number | null;
  from: boolean;
}

/** The online rule the API charges goods by (getShopRules). */
export type OnlineRule = Pick<ShopRules, "onlineFactor" | "onlineStep">;

export function productPrice(product: PricedProduct, rules: OnlineRule): ProductPrice {
  const lines = (product.variants.length > 0 ? product.variants : [product]).map((item) =>
    goodsPrices(item.priceGbp, rules),
  );
  const cheapest = lines.reduce((low, line) => (line.price < low.price ? line : low));
  const from = new Set(lines.map((line) => line.price)).size > 1;
  // Rounding up to £5 can lift the online price above the content price (£18 → £20): the one
  // rule for when a "was" price shows is @meridian/pricing's.
  const saving = showUndiscounted(cheapest.price, cheapest.priceUndiscounted, { from });
  return { price: cheapest.price, undiscounted: saving ? cheapest.priceUndiscounted : null, from };
}
