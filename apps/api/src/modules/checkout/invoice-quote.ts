import type { BuiltStore } from "@meridian/content/store";
import {
  cartCurrency,
  type InvoiceTotals,
  invoiceTotals,
  isCurrencyCode,
  type PricedCart,
  priceCart,
  shippingFor,
} from "@meridian/pricing";
import type { UserError } from "../../errors";
import { userError } from "../../errors";
import type { CartLine } from "../carts";
import { catalogueOf, shopRules } from "../catalogue";
import type { NewInvoice } from "../invoices";
import type { VatVerification } from "../vat";

export interface QuoteInput {
  lines: readonly CartLine[];
  currency: string;
  /** ISO 3166-1 alpha-2: the tax country (DESIGN 4.3). */
  billingCountry: string;
  /** ISO 3166-1 alpha-2: the shipping zone (DESIGN 4.4). */
  shippingCountry: string;
  isBusiness: boolean;
  /** The business's VAT number as checked before (DESIGN 4.11): valid means reverse charge. */
  vat: VatVerification;
  discountCode: string | null;
  /** Paid orders that used the code already (its usage limit). */
  codeUsesSoFar: number;
  now: Date;
}

export interface Quote {
  priced: PricedCart;
  totals: InvoiceTotals;
  vat: VatVerification;
}

/**
 * The invoice's numbers, all from @meridian/pricing and the catalogue: line prices, discounts,
 * the code, shipping by the shipping country and tax by the billing country. Nothing the client
 * sends is a price.
 */
export function quoteInvoice(store: BuiltStore, input: QuoteInput): Quote {
  const rules = shopRules(store);
  const currency = cartCurrency(
    isCurrencyCode(input.currency) ? input.currency : "GBP",
    rules.currencies,
  );
  const priced = priceCart(
    input.lines.map((line) => line.input),
    rules,
    currency,
    input.discountCode
      ? {
          discountCode: {
            code: input.discountCode,
            now: input.now,
            usesSoFar: input.codeUsesSoFar,
          },
        }
      : {},
  );
  const catalogue = catalogueOf(store);
  const goods = input.lines.flatMap((line) => {
    const product =
      line.row.itemType === "goods" ? catalogue.product(line.row.productId) : undefined;
    return product ? [product] : [];
  });
  const shipping = shippingFor({
    country: input.shippingCountry,
    goods,
    goodsSubtotalGbp: priced.goodsSubtotalGbp,
    rules,
    currency,
  });
  const totals = invoiceTotals({
    cart: priced,
    shipping,
    country: input.billingCountry,
    isBusiness: input.isBusiness,
    vatValid: input.vat.status === "valid",
  });
  return { priced, totals, vat: input.vat };
}

/**
 * An invoice's figures for a quote: what CreateInvoice keeps on the draft and FinalizeInvoice
 * freezes on the invoice, named as the invoice's columns.
 */
export function invoiceFigures({ priced, totals, vat }: Quote) {
  const consultation = vat.status === "valid" ? vat.consultation : null;
  return {
    currency: priced.currency.code,
    exchangeRate: String(priced.currency.exchangeRate),
    subtotal: totals.subtotal,
    discount: totals.discount,
    discounts: priced.discounts,
    shipping: totals.shipping,
    tax: totals.tax.amount,
    taxRate: String(totals.tax.rate),
    taxName: totals.tax.name,
    taxCountry: totals.tax.taxCountry,
    vatValid: vat.status === "valid",
    vatUnverified: vat.status === "unverified",
    viesName: consultation?.name ?? null,
    viesCheckedAt: consultation?.checkedAt ?? null,
    viesRequestId: consultation?.requestId ?? null,
    euB2b: totals.tax.euB2b,
    total: totals.total,
  } satisfies Partial<NewInvoice>;
}

export const CODE_MESSAGES = {
  unknown: "This discount code is not valid",
  expired: "This discount code has expired",
  used_up: "This discount code has been used up",
} as const;

/** Why the typed discount code does not apply; null when it does or none was given. */
export function discountCodeProblem(priced: PricedCart): UserError | null {
  const result = priced.discountCode;
  if (!result || result.applies) return null;
  return userError("INVALID_INPUT", "discountCode", CODE_MESSAGES[result.reason]);
}
