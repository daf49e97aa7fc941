/**
 * What a checkout asks for, which depends on the site and the cart (spec 2.8, 5; DESIGN 4.7,
 * 7.1): the studio's guest ships goods, so its form starts with the delivery address and the
 * bill goes there unless another is given; the foundry's customer is billed first (VAT follows
 * the billing country), a delivery address is asked only when the cart holds goods, and each
 * licence type in the cart asks for its licence detail.
 */
import type { LicenceType } from "@meridian/pricing";

export interface CheckoutRules {
  /** The address the form asks for first; the other may be "the same". */
  firstAddress: "shipping" | "billing";
  /** The cart holds goods: a delivery address is needed. */
  requiresShipping: boolean;
  /** The licence types in the cart, each asking for its licence detail. */
  licenceTypes: readonly LicenceType[];
}

export const STUDIO_CHECKOUT_RULES: CheckoutRules = {
  firstAddress: "shipping",
  requiresShipping: true,
  licenceTypes: [],
};

/** The foundry's rules for a cart with these lines. */
export function foundryCheckoutRules(cart: {
  requiresShipping: boolean;
  lines: readonly { licenceType: string }[];
}): CheckoutRules {
  const inCart = new Set(cart.lines.map((line) => line.licenceType));
  return {
    firstAddress: "billing",
    requiresShipping: cart.requiresShipping,
    licenceTypes: LICENCE_DETAIL_ORDER.filter((type) => inCart.has(type)),
  };
}

/** The order the licence details are asked in: the licence types' own order (spec 9). */
const LICENCE_DETAIL_ORDER: readonly LicenceType[] = ["basic", "web", "app", "social", "logo"];
