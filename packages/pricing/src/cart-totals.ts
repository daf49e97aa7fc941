/**
 * The authoritative cart computation (DESIGN 4.1, 4.2): the API calls it for every cart it
 * returns and every invoice it previews; the sites never re-add the numbers themselves.
 *
 * Order of work: line prices in GBP (content rules, done by the caller with licencePrices /
 * goodsPrices) → the multi-licence discount in GBP → each line converted to the cart currency →
 * totals as sums of converted lines → the discount code on the converted subtotal.
 */
import { type CartCurrency, convertPrice } from "./currency";
import {
  applyDiscountCode,
  type DiscountCodeResult,
  discountNames,
  multiLicenceParents,
  multiLicencePrice,
  parentFontOf,
} from "./discounts";
import type { CartLicenceType, ItemType } from "./licences";
import type { ShopRules } from "./rules";
import { creditedPrice, type PaidAmount, upgradeCredit } from "./upgrades";

export interface CartLineInput {
  id: string;
  itemType: ItemType;
  productId: string;
  /** The font the cart groups a font line under; null means the product itself. */
  parentFontId?: string | null | undefined;
  licenceType: CartLicenceType;
  /** 0 Startup … 3 Large for fonts; null for goods. */
  licenceSize?: number | null | undefined;
  quantity: number;
  /** Unit price in GBP minor units, before the multi-licence discount. */
  price: number;
  /** Unit price before the online rule and the family discount, GBP minor units. */
  priceUndiscounted: number;
  /**
   * An upgrade line (DESIGN 4.10): what the licences it replaces were paid. `price` is then the
   * target's price today; the line is charged that less the credit, and takes no multi-licence
   * discount and gives none.
   */
  upgradeCredits?: readonly PaidAmount[] | undefined;
}

export interface PricedCartLine {
  id: string;
  itemType: ItemType;
  productId: string;
  /** Resolved: the line's own product when it has no parent font. */
  parentFontId: string;
  licenceType: CartLicenceType;
  licenceSize: number | null;
  quantity: number;
  /** Unit prices in GBP minor units, after the multi-licence discount. */
  priceGbp: number;
  priceUndiscountedGbp: number;
  /** Unit prices in the cart currency's minor units. */
  price: number;
  priceUndiscounted: number;
  /** price × quantity, cart currency. */
  lineTotal: number;
  multiLicence: boolean;
  /** An upgrade line's credit as applied: the target's price less `price` (0 for other lines). */
  credit: number;
  upgrade: boolean;
}

export interface PricedCart {
  currency: CartCurrency;
  lines: PricedCartLine[];
  /** Σ price × quantity over converted lines, cart currency minor units. */
  subtotal: number;
  /** The same sum in GBP, for the limits that are set in GBP. */
  subtotalGbp: number;
  /** Σ goods line price × quantity in GBP (the free-shipping threshold, DESIGN 4.4). */
  goodsSubtotalGbp: number;
  /** Σ (priceUndiscounted − price) × quantity + the code discount, cart currency. */
  discount: number;
  /** What the discount code takes off (0 without one), cart currency. */
  codeDiscount: number;
  /** subtotal − codeDiscount: what shipping and tax are added to. */
  discountedSubtotal: number;
  /** The names behind `discount`, comma-joined ('' when none). */
  discounts: string;
  /** The code's outcome; null when none was given. */
  discountCode: DiscountCodeResult | null;
  requiresShipping: boolean;
  hasDownloads: boolean;
  /** subtotalGbp exceeds the configured limit: checkout becomes the purchase enquiry. */
  overLimit: boolean;
}

export interface PriceCartOptions {
  discountCode?: {
    code: string;
    now: Date;
    /** Orders that have used the code already. */
    usesSoFar?: number;
  } | null;
}

export function priceCart(
  lines: readonly CartLineInput[],
  rules: Pick<ShopRules, "multiLicenceDiscount" | "overLimitGbp" | "discountCodes" | "currencies">,
  currency: CartCurrency,
  options: PriceCartOptions = {},
): PricedCart {
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Line ${line.id} has quantity ${line.quantity}`);
    }
  }
  const multiParents = multiLicenceParents(lines.filter((line) => !line.upgradeCredits));

  let subtotal = 0;
  let subtotalGbp = 0;
  let goodsSubtotalGbp = 0;
  let lineDiscount = 0;
  let online = false;
  let family = false;
  let multiLicence = false;

  const priced = lines.map((line): PricedCartLine => {
    const isFont = line.itemType !== "goods";
    const parentFontId = parentFontOf(line);
    const lineMulti = isFont && !line.upgradeCredits && multiParents.has(parentFontId);
    const listPriceGbp = lineMulti
      ? multiLicencePrice(line.price, rules.multiLicenceDiscount)
      : line.price;
    const listPrice = convertPrice(listPriceGbp, currency);
    const price = line.upgradeCredits
      ? creditedPrice(
          listPrice,
          upgradeCredit(line.upgradeCredits, rules.currencies, currency),
          currency,
        )
      : listPrice;
    // The GBP figure the limits are set in: an upgrade's charge at the cart's rate.
    const priceGbp = line.upgradeCredits ? Math.ceil(price / currency.exchangeRate) : listPriceGbp;
    const priceUndiscounted = convertPrice(line.priceUndiscounted, currency);
    const lineTotal = price * line.quantity;

    subtotal += lineTotal;
    subtotalGbp += priceGbp * line.quantity;
    if (!isFont) goodsSubtotalGbp += priceGbp * line.quantity;
    // A line above its "undiscounted" price (a tiny price the online rule rounded up to £5) is
    // no discount, and must not reduce the others. An upgrade's credit is not a discount either.
    const saved = Math.max(priceUndiscounted - listPrice, 0) * line.quantity;
    lineDiscount += saved;
    if (lineMulti) multiLicence = true;
    // Named after what the customer sees: a saving that conversion rounded away is not named.
    if (saved > 0 && line.itemType === "family") family = true;
    else if (saved > 0) online = true;

    return {
      id: line.id,
      itemType: line.itemType,
      productId: line.productId,
      parentFontId,
      licenceType: line.licenceType,
      licenceSize: line.licenceSize ?? null,
      quantity: line.quantity,
      priceGbp,
      priceUndiscountedGbp: line.priceUndiscounted,
      price,
      priceUndiscounted,
      lineTotal,
      multiLicence: lineMulti,
      credit: listPrice - price,
      upgrade: line.upgradeCredits !== undefined,
    };
  });

  const discountCode = options.discountCode
    ? applyDiscountCode(options.discountCode.code, {
        codes: rules.discountCodes,
        subtotal,
        conversion: currency,
        now: options.discountCode.now,
        usesSoFar: options.discountCode.usesSoFar ?? 0,
      })
    : null;
  const codeDiscount = discountCode?.applies ? discountCode.amount : 0;

  return {
    currency,
    lines: priced,
    subtotal,
    subtotalGbp,
    goodsSubtotalGbp,
    discount: lineDiscount + codeDiscount,
    codeDiscount,
    discountedSubtotal: subtotal - codeDiscount,
    discounts: discountNames({
      online,
      family,
      multiLicence,
      codeDescription: discountCode?.applies ? discountCode.code.description : null,
    }),
    discountCode,
    requiresShipping: priced.some((line) => line.itemType === "goods"),
    hasDownloads: priced.some((line) => line.itemType !== "goods"),
    overLimit: subtotalGbp > rules.overLimitGbp * 100,
  };
}
