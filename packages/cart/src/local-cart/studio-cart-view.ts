/**
 * The studio's cart panel as data (spec 2.14, 4.4): 'Cart ({count})' or 'Order Complete', the
 * Goods list, Sub Total / Shipping / Taxes / Total, and the free-shipping sub-text. The same row
 * builders as the foundry's view, so both panels print items and amounts alike.
 */
import { freeShippingText } from "@meridian/pricing";
import { arrangeCart } from "../arrange";
import { cartItemCount } from "../cart-model";
import { type CartSectionView, sectionViews } from "../section-views";
import { CART_TEXTS, CHECKOUT_PATH, cartTitle } from "../texts";
import { type CartTotalRow, cartTotalRows } from "../totals";
import { localCartModel } from "./local-cart-model";
import type { LocalCartState } from "./local-cart-state";

export interface StudioCartViewInput {
  state: LocalCartState;
  /** GBP above which UK orders ship free: the shop rules' value, from the content service. */
  freeShippingOverGbp: number;
  /** CreateInvoice is in flight. */
  calculating?: boolean | undefined;
  /** The panel is on /checkout. */
  onCheckoutPage?: boolean | undefined;
}

export interface StudioCartView {
  /** 'Cart (2)' or 'Order Complete'. */
  heading: string;
  count: number;
  isEmpty: boolean;
  complete: boolean;
  editable: boolean;
  /** The Goods section when there are items; nothing else ever appears. */
  sections: CartSectionView[];
  totals: CartTotalRow[];
  /** 'Free shipping on orders above £75 - UK only'. */
  shippingNote: string;
  /** Leads to /checkout; the panel also closes on it. */
  checkout: { label: string; href: string; disabled: boolean };
}

export function buildStudioCartView({
  state,
  freeShippingOverGbp,
  calculating,
  onCheckoutPage,
}: StudioCartViewInput): StudioCartView {
  const cart = localCartModel(state.items);
  const count = cartItemCount(cart);
  const editable = !state.complete;
  return {
    heading: state.complete ? CART_TEXTS.orderComplete : cartTitle(count),
    count,
    isEmpty: count === 0,
    complete: state.complete,
    editable,
    sections: sectionViews(arrangeCart(cart), cart.currency, editable),
    totals: cartTotalRows(cart, {
      invoice: state.invoice,
      calculating,
      onCheckoutPage,
      address: "shipping",
      showDiscount: false,
    }),
    shippingNote: freeShippingText(freeShippingOverGbp),
    // A paid order is not paid for again from the same panel.
    checkout: {
      label: CART_TEXTS.checkout,
      href: CHECKOUT_PATH,
      disabled: count === 0 || state.complete,
    },
  };
}
