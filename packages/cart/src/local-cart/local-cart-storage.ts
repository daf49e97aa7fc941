/**
 * The studio cart's items in browser storage, so they survive a reload or a later visit
 * (spec 4.4). Whatever is found there is checked item by item: a malformed entry (an old format,
 * a hand edit) is dropped rather than allowed to break the shop.
 */
import type { LocalCartItem } from "./local-cart-state";

export const LOCAL_CART_KEY = "studio-cart";

function optionalString(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || typeof value === "string";
}

function isPrice(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

export function isLocalCartItem(value: unknown): value is LocalCartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === "string" &&
    item.productId !== "" &&
    typeof item.productName === "string" &&
    isPrice(item.price) &&
    isPrice(item.priceUndiscounted) &&
    optionalString(item.variantId) &&
    optionalString(item.variantName)
  );
}

/** The items a stored text holds; [] for nothing, bad JSON or the wrong shape. */
export function parseLocalCartItems(text: string | null): LocalCartItem[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isLocalCartItem) : [];
  } catch {
    return [];
  }
}

/**
 * Keeps only the fields a studio cart line has (spec 3: product id and name, price, undiscounted
 * price, variant id and name), so nothing else creeps into storage.
 */
export function serialiseLocalCartItems(items: readonly LocalCartItem[]): string {
  return JSON.stringify(
    items.map(({ productId, productName, price, priceUndiscounted, variantId, variantName }) => ({
      productId,
      productName,
      price,
      priceUndiscounted,
      ...(variantId ? { variantId } : {}),
      ...(variantName ? { variantName } : {}),
    })),
  );
}
