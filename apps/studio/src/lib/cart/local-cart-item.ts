/**
 * What 'Add to cart' puts in the studio's browser-held cart: the product, the chosen variant
 * (id and name) and its GBP prices. The prices are only for display: at checkout the API prices
 * the items itself from the catalogue, by the same shop rules the page was given.
 */
import type { LocalCartItem } from "@meridian/cart";
import { goodsPrices } from "@meridian/pricing";
import type { OnlineRule } from "../studio/goods-price";

export interface GoodsVariant {
  id: string;
  variantName: string;
  priceGbp: number | null;
}

export interface GoodsProduct {
  id: string;
  name: string;
  priceGbp: number | null;
  variants: readonly GoodsVariant[];
}

/** A variant's own price, else the product's (as the API prices a goods line). */
export function goodsPriceGbp(product: GoodsProduct, variantId: string | null): number | null {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return variant?.priceGbp ?? product.priceGbp;
}

/**
 * The cart item for a product and, when it has variants, one of them, at the online price of
 * the shop rules the API charges by; null when the choice is not one the shop sells (no price,
 * or a variant the product does not have).
 */
export function localCartItem(
  product: GoodsProduct,
  variantId: string | null,
  rules: OnlineRule,
): LocalCartItem | null {
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  if (product.variants.length > 0 && !variant) return null;
  if (product.variants.length === 0 && variantId !== null) return null;
  const priceGbp = goodsPriceGbp(product, variantId);
  if (priceGbp === null) return null;
  const prices = goodsPrices(priceGbp, rules);
  return {
    productId: product.id,
    productName: product.name,
    // The content price as it is, even below the price (£18 → £20): whether it is struck through
    // is @meridian/pricing's showUndiscounted, asked by the cart's rows as by every other price.
    ...prices,
    ...(variant ? { variantId: variant.id, variantName: variant.variantName } : {}),
  };
}
