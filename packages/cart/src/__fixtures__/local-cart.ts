/** Studio goods as the browser holds them (GBP pence), for the local cart's tests. */
import type { LocalCartItem } from "../local-cart/local-cart-state";

export const poster: LocalCartItem = {
  productId: "poster",
  productName: "Poster",
  price: 4500,
  priceUndiscounted: 5000,
  variantId: "a2",
  variantName: "A2",
};

export const tote: LocalCartItem = {
  productId: "tote",
  productName: "Tote Bag",
  price: 2000,
  priceUndiscounted: 2000,
};
