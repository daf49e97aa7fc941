/**
 * The total rows (spec 2.7, 2.14) and what Shipping, Taxes and Total say before there are
 * numbers for them (spec 4.3, 4.4). Those three come from the invoice preview: the server works
 * them out once it knows the address, so the sites never compute tax or shipping themselves.
 */
import {
  type CurrencyCode,
  discountCodeSaving,
  formatPrice,
  isCurrencyCode,
  taxesLabel,
  taxNote,
  toMinor,
} from "@meridian/pricing";
import type { CartModel } from "./cart-model";
import type { InvoiceTotalsData } from "./server-types";
import { CART_TEXTS, totalDiscountLabel } from "./texts";

export type TotalRowKey = "discount" | "subtotal" | "code" | "shipping" | "taxes" | "total";

export interface CartTotalRow {
  key: TotalRowKey;
  label: string;
  /** An amount, or a status text such as 'Calculated at checkout'. */
  value: string;
  /** The value is a status text, not an amount (the UI may set it quieter). */
  pending: boolean;
  /** A line under the row saying why its amount is what it is ('Reverse charge: …'). */
  note?: string;
}

export interface InvoiceState {
  /** The invoice preview, once CreateInvoice has answered. */
  invoice?: InvoiceTotalsData | null | undefined;
  /** CreateInvoice is in flight. */
  calculating?: boolean | undefined;
  /** The panel is on /checkout. */
  onCheckoutPage?: boolean | undefined;
}

/**
 * Which address the checkout asks for before it can calculate: the foundry prices from the
 * billing address (VAT), the studio from the shipping address (postage).
 */
export type CalculationAddress = "billing" | "shipping";

/**
 * What a row without invoice data says. Invoice data wins over 'Calculating...': spec 4.4 applies
 * the loading text "before invoice data exists", and a caller that needs a fresh preview clears
 * the old one (as the studio cart does on remove).
 */
export function pendingTotalText(
  { calculating = false, onCheckoutPage = false }: Omit<InvoiceState, "invoice">,
  address: CalculationAddress,
): string {
  if (calculating) return CART_TEXTS.calculating;
  if (!onCheckoutPage) return CART_TEXTS.calculatedAtCheckout;
  return address === "billing" ? CART_TEXTS.enterBillingAddress : CART_TEXTS.enterShippingAddress;
}

export interface TotalRowsOptions extends InvoiceState {
  address: CalculationAddress;
  /** The foundry shows 'Total Discount'; the studio's panel does not (spec 2.14). */
  showDiscount: boolean;
  /**
   * The cart shows a change the server has not answered yet: its amounts are the server's to
   * say, so Total Discount and Sub Total say 'Calculating...' meanwhile (never a stale sum).
   */
  unconfirmed?: boolean | undefined;
}

export function cartTotalRows(
  cart: Pick<CartModel, "currency" | "subtotal" | "discount" | "discounts" | "requiresShipping">,
  { address, showDiscount, unconfirmed = false, ...options }: TotalRowsOptions,
): CartTotalRow[] {
  if (unconfirmed) {
    // What they say while no figure stands; an invoice preview was for the cart before.
    return cartTotalRows(cart, { ...options, invoice: null, address, showDiscount }).map((row) =>
      row.key === "discount" || row.key === "subtotal"
        ? { ...row, value: CART_TEXTS.calculating, pending: true }
        : row,
    );
  }
  const { invoice, ...state } = options;
  const rows: CartTotalRow[] = [];
  const invoiceCurrency =
    invoice && isCurrencyCode(invoice.currency) ? invoice.currency : cart.currency;
  const amount = (minor: number, currency: CurrencyCode = cart.currency) =>
    formatPrice(minor, currency);
  // Once previewed, the invoice's own figures: with a discount code the API takes it off the
  // Sub Total, and the rows read as the printed invoice does (Total Discount, Sub Total, code).
  const discount = invoice ? toMinor(invoice.discount) : cart.discount;
  const subtotal = invoice ? toMinor(invoice.subtotal) : cart.subtotal;
  const currency = invoice ? invoiceCurrency : cart.currency;

  if (showDiscount) {
    rows.push({
      key: "discount",
      label: totalDiscountLabel(cart.discounts),
      // A saving reads as a negative amount: '-£40.00'. Zero stays '£0.00', never '-£0.00'.
      value: amount(discount === 0 ? 0 : -Math.abs(discount), currency),
      pending: false,
    });
  }
  rows.push({
    key: "subtotal",
    label: CART_TEXTS.subTotal,
    value: amount(subtotal, currency),
    pending: false,
  });
  const codeSaving = invoice ? discountCodeSaving(invoice) : 0;
  if (codeSaving > 0) {
    rows.push({
      key: "code",
      label: CART_TEXTS.discountCode,
      value: amount(-codeSaving, currency),
      pending: false,
    });
  }

  const fromInvoice = (key: TotalRowKey, label: string, major: number | undefined): CartTotalRow =>
    invoice && major !== undefined
      ? { key, label, value: amount(toMinor(major), invoiceCurrency), pending: false }
      : { key, label, value: pendingTotalText(state, address), pending: true };

  if (cart.requiresShipping)
    rows.push(fromInvoice("shipping", CART_TEXTS.shipping, invoice?.shipping));
  // The preview names the tax as the invoice will ('Taxes (Reverse charge)') and says why a zero
  // tax is zero: the API's taxName is the authority, these only word it.
  const taxes = fromInvoice(
    "taxes",
    invoice ? taxesLabel(invoice) : CART_TEXTS.taxes,
    invoice?.tax,
  );
  const note = invoice ? taxNote(invoice) : null;
  rows.push(note ? { ...taxes, note } : taxes);
  rows.push(fromInvoice("total", CART_TEXTS.total, invoice?.total));
  return rows;
}
