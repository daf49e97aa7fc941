/**
 * The local items presented as a cart (spec 3): GBP at rate 1 and rounding 0, always requiring
 * shipping, each item a goods line of quantity 1 with no licence, subtotal Σ price × quantity.
 */
import { DEFAULT_CURRENCY } from "@meridian/pricing";
import type { CartLine, CartModel } from "../cart-model";
import type { LocalCartItem } from "./local-cart-state";

export function localCartLine(item: LocalCartItem, index: number): CartLine {
  return {
    id: `local-${index}`,
    itemType: "goods",
    productId: item.productId,
    productName: item.productName,
    parentFontId: item.productId,
    styleId: null,
    styleName: null,
    variantId: item.variantId ?? null,
    variantName: item.variantName ?? null,
    licenceType: "not_applicable",
    licenceSize: null,
    price: item.price,
    priceUndiscounted: item.priceUndiscounted,
    quantity: 1,
    upgrade: null,
  };
}

export function localCartModel(items: readonly LocalCartItem[]): CartModel {
  const lines = items.map(localCartLine);
  return {
    id: null,
    currency: "GBP",
    exchangeRate: DEFAULT_CURRENCY.exchangeRate,
    rounding: DEFAULT_CURRENCY.rounding,
    subtotal: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    discount: 0,
    discounts: "",
    requiresShipping: true,
    overLimit: false,
    lines,
  };
}

/** CreateInvoice's `items` for the studio's guest checkout (DESIGN 4.7): units per product. */
export interface GuestItem {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export function guestItems(items: readonly LocalCartItem[]): GuestItem[] {
  const merged = new Map<string, GuestItem>();
  for (const item of items) {
    const variantId = item.variantId ?? null;
    const key = JSON.stringify([item.productId, variantId]);
    const entry = merged.get(key);
    if (entry) entry.quantity += 1;
    else merged.set(key, { productId: item.productId, variantId, quantity: 1 });
  }
  return [...merged.values()];
}
