/**
 * The foundry's cart panel and cart view as data (spec 2.7, 4.3): @meridian/shop-ui renders this and
 * wires its actions to useServerCart. Snapshot mode is the read-only view of a cart (order
 * summary during payment, invoices; DESIGN 4.6): no remove, no size or currency dropdown, no
 * share line.
 */
import {
  CURRENCIES,
  CURRENCY_SYMBOLS,
  type CurrencyCode,
  itemDisplayName,
  licenceLine,
} from "@meridian/pricing";
import { arrangeCart, linesInDisplayOrder } from "./arrange";
import { cartItemCount, cartModelFromServer } from "./cart-model";
import { purchaseEnquiryMailto } from "./purchase-enquiry";
import { type CartSectionView, sectionViews } from "./section-views";
import type { ServerCart } from "./server-types";
import { type ShareLineView, type ShareState, shareLine } from "./share";
import { CART_TEXTS, CHECKOUT_PATH, cartTitle } from "./texts";
import { type CartTotalRow, cartTotalRows, type InvoiceState } from "./totals";

export interface CurrencyOption {
  value: CurrencyCode;
  label: string;
}

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = CURRENCIES.map((code) => ({
  value: code,
  label: code,
}));

export interface CurrencyDropdown {
  value: CurrencyCode;
  options: readonly CurrencyOption[];
}

export type CheckoutAction =
  | { kind: "checkout"; label: string; href: string; disabled: boolean }
  /** Over the limit: a purchase enquiry e-mail instead of checkout (spec 7.4). */
  | { kind: "enquiry"; label: string; href: string; disabled: false };

export interface CartViewInput extends InvoiceState {
  cart: ServerCart | null | undefined;
  /** Replaces 'Cart ({count})'. */
  title?: string | null | undefined;
  /** Read-only. */
  snapshot?: boolean | undefined;
  /** The foundry's address for the purchase enquiry (site configuration). */
  enquiryEmail: string;
  /** The share line's progress and the page origin for its link (useShareLine gives both). */
  share?: (ShareState & { origin: string }) | undefined;
  /**
   * useServerCart's `unconfirmed`: the cart shows a change not answered yet, and these lines
   * have no price from the server yet; nor have the totals.
   */
  unconfirmed?: readonly string[] | null | undefined;
}

export interface CartView {
  title: string;
  count: number;
  isEmpty: boolean;
  /** Remove crosses, size dropdowns, 'Add another' and the currency dropdown are on. */
  editable: boolean;
  /** null in snapshot mode (hidden). */
  currency: CurrencyDropdown | null;
  sections: CartSectionView[];
  totals: CartTotalRow[];
  checkout: CheckoutAction;
  /** null in snapshot mode or over the limit (hidden). */
  share: ShareLineView | null;
}

const NOT_SHARED: ShareState & { origin: string } = {
  sharedCartId: null,
  copied: false,
  origin: "",
};

export function buildCartView({
  cart: serverCart,
  title,
  snapshot = false,
  enquiryEmail,
  share = NOT_SHARED,
  unconfirmed = null,
  ...invoiceState
}: CartViewInput): CartView {
  const cart = cartModelFromServer(serverCart);
  const editable = !snapshot;
  const count = cartItemCount(cart);
  const arranged = arrangeCart(cart);

  const checkout: CheckoutAction = cart.overLimit
    ? {
        kind: "enquiry",
        label: CART_TEXTS.contactUs,
        href: purchaseEnquiryMailto({
          email: enquiryEmail,
          currencySymbol: CURRENCY_SYMBOLS[cart.currency],
          items: linesInDisplayOrder(arranged).map((line) => ({
            name: itemDisplayName(line),
            licence: licenceLine(line.licenceType, line.licenceSize),
            price: line.price,
          })),
        }),
        disabled: false,
      }
    : { kind: "checkout", label: CART_TEXTS.checkout, href: CHECKOUT_PATH, disabled: count === 0 };

  return {
    title: title || cartTitle(count),
    count,
    isEmpty: count === 0,
    editable,
    currency: editable ? { value: cart.currency, options: CURRENCY_OPTIONS } : null,
    sections: sectionViews(arranged, cart.currency, editable, new Set(unconfirmed)),
    totals: cartTotalRows(cart, {
      ...invoiceState,
      address: "billing",
      showDiscount: true,
      unconfirmed: unconfirmed !== null,
    }),
    checkout,
    share: snapshot || cart.overLimit ? null : shareLine(share, share.origin),
  };
}
