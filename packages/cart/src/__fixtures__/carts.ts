/** Server carts as the shop API sends them (major units), for the view-model and hook tests. */
import type { ServerCart, ServerCartItem } from "../server-types";

let nextId = 1;

export function fontItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  const id = String(nextId++);
  return {
    id: `line-${id}`,
    cartId: "cart-1",
    productId: "inter",
    styleId: null,
    styleName: null,
    variantId: null,
    variantName: null,
    itemType: "family",
    licenceType: "basic",
    licenceSize: 0,
    product: { name: "Inter", parentFont: "inter" },
    price: 180,
    priceUndiscounted: 400,
    quantity: 1,
    upgrade: null,
    ...overrides,
  };
}

export function goodsItem(overrides: Partial<ServerCartItem> = {}): ServerCartItem {
  return fontItem({
    productId: "poster",
    itemType: "goods",
    licenceType: "not_applicable",
    licenceSize: null,
    product: { name: "Poster", parentFont: null },
    price: 45,
    priceUndiscounted: 50,
    ...overrides,
  });
}

export function serverCart(overrides: Partial<ServerCart> = {}): ServerCart {
  return {
    id: "cart-1",
    currency: "GBP",
    exchangeRate: 1,
    rounding: 0,
    subtotal: 0,
    discount: 0,
    discounts: "",
    hasDownloads: false,
    requiresShipping: false,
    overLimit: false,
    status: "open",
    userId: null,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    items: [],
    ...overrides,
  };
}
