import { formatPrice, goodsPrices } from "@meridian/pricing";
import type { OnlineRule } from "../studio/goods-price";
import { type GoodsProduct, goodsPriceGbp } from "./local-cart-item";

export interface VariantOption {
  value: string;
  label: string;
}

/**
 * The choices of 'Add to cart': each variant by name, with its online price when the variants
 * do not all cost the same (a poster's A1 and A2), so the choice says what it costs.
 */
export function variantOptions(product: GoodsProduct, rules: OnlineRule): VariantOption[] {
  const prices = product.variants.map((variant) => {
    const gbp = goodsPriceGbp(product, variant.id);
    return gbp === null ? null : goodsPrices(gbp, rules).price;
  });
  const pricesDiffer = new Set(prices).size > 1;
  return product.variants.map((variant, index) => ({
    value: variant.id,
    label: pricesDiffer
      ? `${variant.variantName} — ${formatPrice(prices[index], "GBP")}`
      : variant.variantName,
  }));
}
