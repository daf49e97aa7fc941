import type { BuiltStore } from "@meridian/content/store";
import type { UserError } from "@meridian/graphql/errors";
import {
  cartCurrency,
  type InvoiceTotals,
  invoiceTotals,
  isCurrencyCode,
  type PricedCart,
  priceCart,
  shippingFor,
} from "@meridian/pricing";
import type { CartLine } from "../carts/cart-view";
import { shopCatalogue } from "../carts/catalogue";
import { shopRules } from "../carts/shop-rules";
import { userError } from "./refusal";

export interface QuoteInput {
  lines: readonly CartLine[];
  currency: string;
  /** ISO 3166-1 alpha-2: the tax country (DESIGN 4.3). */
  billingCountry: string;
  /** ISO 3166-1 alpha-2: the shipping zone (DESIGN 4.4). */
  shippingCountry: string;
  isBusiness: boolean;
  vatValid: boolean;
  discountCode: string | null;
  /** Paid orders that used the code already (its usage limit). */
  codeUsesSoFar: number;
  now: Date;
}

export interface Quote {
  priced: PricedCart;
  totals: InvoiceTotals;
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
  const catalogue = shopCatalogue(store);
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
    vatValid: input.vatValid,
  });
  return { priced, totals };
}

const CODE_MESSAGES = {
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
