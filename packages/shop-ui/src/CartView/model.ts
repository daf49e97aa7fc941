/**
 * The cart as CartView draws it: @meridian/cart's view-models, re-exported under the names this
 * entry has always had. CartView takes the foundry's view (buildCartView) or the studio's
 * (buildStudioCartView); CartViewModel is what the two share, plus the part each has alone.
 */
import type { CartView, CheckoutAction, CurrencyDropdown, StudioCartView } from "@meridian/cart";

export type {
  CartItemView,
  CartSectionView,
  CartTotalRow,
  CurrencyOption,
  FontGroupView,
  LicenceSizeOption,
  ShareLineView,
} from "@meridian/cart";

export type CurrencyDropdownView = CurrencyDropdown;

/** Checkout, or over the limit a mailto reading 'Contact us' (the studio's has no `kind`). */
export type CheckoutView = StudioCartView["checkout"] & { kind?: CheckoutAction["kind"] };

export interface CartViewModel extends Pick<CartView, "isEmpty" | "sections" | "totals"> {
  checkout: CheckoutView;
  /** The share line; null or absent when hidden (snapshot, over the limit, the studio). */
  share?: CartView["share"];
  /** The studio's 'Free shipping on orders above £75 - UK only'. */
  shippingNote?: StudioCartView["shippingNote"];
}
