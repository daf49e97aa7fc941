/**
 * The invoice preview's totals (spec 3 "Invoice preview", DESIGN 4.3, 4.4): what CreateInvoice
 * returns, from a priced cart, its shipping and the customer's tax position. Prices are net of
 * VAT; shipping is taxed like the goods it carries.
 */
import type { PricedCart } from "./cart-totals";
import { toMinor } from "./money";
import type { ShippingResult } from "./shipping";
import { type TaxResult, taxFor } from "./tax";

export interface InvoiceTotalsInput {
  cart: PricedCart;
  /** shippingFor's result in the cart currency; omit for a cart without goods. */
  shipping?: Pick<ShippingResult, "cost"> | null;
  /** The billing country, ISO 3166-1 alpha-2. */
  country: string;
  isBusiness: boolean;
  vatValid: boolean;
}

/** All cart currency minor units. */
export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  /** subtotal − code discount + shipping. */
  taxable: number;
  tax: TaxResult;
  total: number;
}

export function invoiceTotals({
  cart,
  shipping,
  country,
  isBusiness,
  vatValid,
}: InvoiceTotalsInput): InvoiceTotals {
  const shippingCost = cart.requiresShipping ? (shipping?.cost ?? 0) : 0;
  const taxable = cart.discountedSubtotal + shippingCost;
  const tax = taxFor({ country, isBusiness, vatValid, taxableMinor: taxable });
  return {
    subtotal: cart.subtotal,
    discount: cart.discount,
    shipping: shippingCost,
    taxable,
    tax,
    total: taxable + tax.amount,
  };
}

/**
 * What a discount code took off an invoice's Sub Total, in minor units (0 without one). The
 * invoice and its preview carry no field for it: `discount` is every saving, most already in the
 * line prices. What the invoice's own figures leave over is the code (total = subtotal − code +
 * shipping + tax), so the checkout's summary and the printed invoice read the same number.
 */
export function discountCodeSaving(invoice: {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}): number {
  const saving =
    toMinor(invoice.subtotal) +
    toMinor(invoice.shipping) +
    toMinor(invoice.tax) -
    toMinor(invoice.total);
  return Math.max(0, saving);
}
