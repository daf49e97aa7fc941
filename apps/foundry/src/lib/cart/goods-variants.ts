/**
 * The choices of a goods card's 'Add to cart' (spec 3 "Product"): each variant by name, with
 * its price in the cart's currency when the variants do not all cost the same, so the choice
 * says what it costs. AddItemToCart is then sent the chosen variant's id (spec 7.2).
 */
import {
  type CartCurrency,
  convertPrice,
  formatPrice,
  goodsPrices,
  type ShopRules,
} from "@meridian/pricing";

export interface GoodsVariantProduct {
  priceGbp: number;
  variants: readonly { id: string; variantName: string; priceGbp: number | null }[];
}

export interface GoodsVariantOption {
  value: string;
  label: string;
}

export function goodsVariantOptions(
  product: GoodsVariantProduct,
  /** The online rule: the content price × onlineFactor, rounded up to onlineStep GBP. */
  rules: Pick<ShopRules, "onlineFactor" | "onlineStep">,
  currency: CartCurrency,
): GoodsVariantOption[] {
  const prices = product.variants.map((variant) =>
    convertPrice(goodsPrices(variant.priceGbp ?? product.priceGbp, rules).price, currency),
  );
  const differ = new Set(prices).size > 1;
  return product.variants.map((variant, index) => ({
    value: variant.id,
    label: differ
      ? `${variant.variantName} — ${formatPrice(prices[index] ?? 0, currency.code)}`
      : variant.variantName,
  }));
}
