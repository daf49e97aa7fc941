/**
 * The cart as CartView draws it: the shape of @meridian/cart's view-model (`buildCartView`,
 * `buildStudioCartView`), restated here because this package does not depend on that one.
 * TypeScript compares shapes, so the sites pass the view-model straight in; if the two drift,
 * the sites' type check says so where they meet.
 */
import type { CurrencyCode, LicenceSize, LicenceType } from "@meridian/pricing";

export interface CartItemView {
  key: string;
  itemId: string;
  productId: string;
  variantId: string | null;
  /** 'Inter Family', 'Inter Bold Italic', 'Poster (A2)'. */
  name: string;
  /** 'Web, Startup'; null for goods. */
  licence: string | null;
  /** Formatted: '£140.00' or 'Price not set'. */
  price: string;
  /** Formatted; null when it does not differ from the price. */
  undiscountedPrice: string | null;
  removable: boolean;
  canAddAnother: boolean;
}

export interface LicenceSizeOption {
  value: LicenceSize;
  label: string;
  description: string;
}

export interface FontGroupView {
  key: string;
  parentFontId: string;
  licenceType: LicenceType;
  licenceTypeIndex: number;
  size: LicenceSize | null;
  sizeLabel: string | null;
  /** null when the cart is read-only: no dropdown. */
  sizeOptions: readonly LicenceSizeOption[] | null;
  items: CartItemView[];
}

interface SectionViewBase {
  name: string;
  /** 'Basic Fonts (2)'. */
  title: string;
  count: number;
}

export type CartSectionView =
  | (SectionViewBase & { kind: "fonts"; key: LicenceType; groups: FontGroupView[] })
  | (SectionViewBase & { kind: "goods"; key: "goods"; items: CartItemView[] });

export interface CartTotalRow {
  key: "discount" | "subtotal" | "shipping" | "taxes" | "total";
  label: string;
  value: string;
  /** A status text ('Calculated at checkout'), not an amount. */
  pending: boolean;
}

export interface ShareLineView {
  step: "offer" | "copy" | "copied";
  text: string;
  url: string | null;
}

export interface CheckoutView {
  /** 'enquiry' when over the limit: a mailto link reading 'Contact us'. */
  kind?: "checkout" | "enquiry";
  label: string;
  href: string;
  disabled: boolean;
}

export interface CurrencyOption {
  value: CurrencyCode;
  label: string;
}

export interface CurrencyDropdownView {
  value: CurrencyCode;
  options: readonly CurrencyOption[];
}

/** What both carts' views have in common: the foundry's CartView and the studio's. */
export interface CartViewModel {
  isEmpty: boolean;
  sections: CartSectionView[];
  totals: CartTotalRow[];
  checkout: CheckoutView;
  /** The share line; null or absent when hidden (snapshot, over the limit, the studio). */
  share?: ShareLineView | null;
  /** The studio's 'Free shipping on orders above £75 - UK only'. */
  shippingNote?: string;
}
