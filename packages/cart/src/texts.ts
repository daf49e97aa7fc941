/** Every text the cart panels show (spec 2.7, 2.14, 4.3, 4.4). */

export const CART_TEXTS = {
  checkout: "Checkout",
  contactUs: "Contact us",
  addAnother: "Add another",
  orderComplete: "Order Complete",
  totalDiscount: "Total Discount",
  subTotal: "Sub Total",
  discountCode: "Discount code",
  shipping: "Shipping",
  taxes: "Taxes",
  total: "Total",
  calculating: "Calculating...",
  calculatedAtCheckout: "Calculated at checkout",
  enterBillingAddress: "Enter billing address to calculate",
  enterShippingAddress: "Enter shipping address to calculate",
  shareOffer: "Do you want to share this cart?",
  shareCopied: "Link copied",
} as const;

/** 'Cart (3)'. */
export function cartTitle(count: number): string {
  return `Cart (${count})`;
}

/** 'Basic Fonts (2)'. */
export function sectionTitle(name: string, count: number): string {
  return `${name} (${count})`;
}

/** 'Total Discount (Family discount, Multi-licence discount)'; no parentheses when none. */
export function totalDiscountLabel(discounts: string): string {
  const names = discounts.trim();
  return names ? `${CART_TEXTS.totalDiscount} (${names})` : CART_TEXTS.totalDiscount;
}

/** 'Click to copy: https://example.com/shared-cart/abc'. */
export function shareCopyText(url: string): string {
  return `Click to copy: ${url}`;
}

/** Where checkout lives on both sites. */
export const CHECKOUT_PATH = "/checkout";
