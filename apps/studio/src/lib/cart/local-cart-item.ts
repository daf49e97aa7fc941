/**
 * What 'Add to cart' puts in the studio's browser-held cart (spec 3 "Studio local cart item",
 * DESIGN 7.1: the spec's fields plus variantId and variantName). The prices are only for
 * display: at checkout the API prices the items itself from the catalogue (DESIGN 4.7).
 */
import type { LocalCartItem } from "@meridian/cart";
import { DEFAULT_SHOP_RULES, goodsPrices } from "@meridian/pricing";

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
 * The cart item for a product and, when it has variants, one of them; null when the choice is
 * not one the shop sells (no price, or a variant the product does not have). The online price
 * rule is site.yaml's, which DEFAULT_SHOP_RULES restates: the content service does not serve it.
 */
export function localCartItem(
  product: GoodsProduct,
  variantId: string | null,
): LocalCartItem | null {
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  if (product.variants.length > 0 && !variant) return null;
  if (product.variants.length === 0 && variantId !== null) return null;
  const priceGbp = goodsPriceGbp(product, variantId);
  if (priceGbp === null) return null;
  const prices = goodsPrices(priceGbp, DEFAULT_SHOP_RULES);
  return {
    productId: product.id,
    productName: product.name,
    // The content price as it is, even below the price (£18 → £20): whether it is struck through
    // is @meridian/pricing's showUndiscounted, asked by the cart's rows as by every other price.
    ...prices,
    ...(variant ? { variantId: variant.id, variantName: variant.variantName } : {}),
  };
}
