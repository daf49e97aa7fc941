/**
 * One cart shape for every view: the server's cart and the studio's browser-held cart both become
 * a CartModel, in integer minor units (STYLE "keep money in integer minor units"), with item and
 * licence types parsed. Lines the contract does not allow are left out rather than drawn wrong.
 */
import {
  type CartCurrency,
  type CartLicenceType,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  type ItemType,
  isCartLicenceType,
  isCurrencyCode,
  isLicenceSize,
  type LicenceSize,
  lineKind,
  toMinor,
} from "@meridian/pricing";
import type { ServerCart, ServerCartItem } from "./server-types";

export interface CartLine {
  /** The server line id; the studio cart makes one up per item. */
  id: string;
  itemType: ItemType;
  productId: string;
  productName: string;
  /** The font a font line is grouped under: product.parentFont, else the product itself. */
  parentFontId: string;
  styleId: string | null;
  styleName: string | null;
  variantId: string | null;
  variantName: string | null;
  licenceType: CartLicenceType;
  licenceSize: LicenceSize | null;
  /** Unit prices, cart currency minor units. */
  price: number;
  priceUndiscounted: number;
  quantity: number;
  /** An upgrade line (DESIGN 4.10): its name and the credit, minor units; null for others. */
  upgrade: { name: string; credit: number } | null;
}

export interface CartModel {
  /** null for the studio's browser-held cart, which the server does not know. */
  id: string | null;
  currency: CurrencyCode;
  /** The cart's own rate and rounding (spec 9), for converting GBP prices shown beside it. */
  exchangeRate: number;
  rounding: number;
  /** Minor units. */
  subtotal: number;
  discount: number;
  /** Comma-joined discount names; '' when none. */
  discounts: string;
  requiresShipping: boolean;
  overLimit: boolean;
  lines: CartLine[];
}

export const EMPTY_CART: Readonly<CartModel> = {
  id: null,
  currency: DEFAULT_CURRENCY.code,
  exchangeRate: DEFAULT_CURRENCY.exchangeRate,
  rounding: DEFAULT_CURRENCY.rounding,
  subtotal: 0,
  discount: 0,
  discounts: "",
  requiresShipping: false,
  overLimit: false,
  lines: [],
};

export function cartLineFromServer(item: ServerCartItem): CartLine | null {
  const itemType = lineKind(item);
  if (itemType === null || !isCartLicenceType(item.licenceType)) return null;
  if (!Number.isInteger(item.quantity) || item.quantity < 1) return null;
  return {
    id: item.id,
    itemType,
    productId: item.productId,
    productName: item.product.name,
    parentFontId: item.product.parentFont ?? item.productId,
    styleId: item.styleId,
    styleName: item.styleName,
    variantId: item.variantId,
    variantName: item.variantName,
    licenceType: item.licenceType,
    licenceSize: isLicenceSize(item.licenceSize) ? item.licenceSize : null,
    price: toMinor(item.price),
    priceUndiscounted: toMinor(item.priceUndiscounted),
    quantity: item.quantity,
    upgrade: item.upgrade
      ? { name: item.upgrade.name, credit: toMinor(item.upgrade.credit) }
      : null,
  };
}

/** The server cart in minor units; an empty cart when there is none yet. */
export function cartModelFromServer(cart: ServerCart | null | undefined): CartModel {
  if (!cart) return EMPTY_CART;
  return {
    id: cart.id,
    currency: isCurrencyCode(cart.currency) ? cart.currency : DEFAULT_CURRENCY.code,
    exchangeRate: cart.exchangeRate,
    rounding: cart.rounding,
    subtotal: toMinor(cart.subtotal),
    discount: toMinor(cart.discount),
    discounts: cart.discounts,
    requiresShipping: cart.requiresShipping,
    overLimit: cart.overLimit,
    lines: cart.items.flatMap((item) => cartLineFromServer(item) ?? []),
  };
}

/**
 * The number of items: a goods line bought twice counts twice, as it shows twice (the studio
 * cart holds one item per unit, and the server's "Add another" raises a line's quantity).
 */
export function cartItemCount(cart: Pick<CartModel, "lines">): number {
  return cart.lines.reduce((count, line) => count + line.quantity, 0);
}

/** The cart's currency with its rate and rounding: what prices beside the cart convert with. */
export function cartCurrency(
  cart: Pick<CartModel, "currency" | "exchangeRate" | "rounding">,
): CartCurrency {
  return { code: cart.currency, exchangeRate: cart.exchangeRate, rounding: cart.rounding };
}
