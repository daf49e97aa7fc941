/**
 * Discounts beyond the list prices (DESIGN 4.1): the multi-licence discount, discount codes, and
 * the comma-joined names the cart shows after 'Total Discount'.
 */
import type { CurrencyConversion } from "./currency";
import type { CartLicenceType, ItemType } from "./licences";
import { ceilToMultiple, floorToMultiple } from "./money";
import type { DiscountCodeRule } from "./rules";

export const ONLINE_DISCOUNT_NAME = "Online discount";
export const FAMILY_DISCOUNT_NAME = "Family discount";
export const MULTI_LICENCE_DISCOUNT_NAME = "Multi-licence discount";

export interface MultiLicenceLine {
  itemType: ItemType;
  productId: string;
  /** The font the cart groups the line under; the line's own product when it has none. */
  parentFontId?: string | null | undefined;
  licenceType: CartLicenceType;
}

/** The parent font a font line groups under (the font's own id when it has none). */
export function parentFontOf(line: Pick<MultiLicenceLine, "productId" | "parentFontId">): string {
  return line.parentFontId ?? line.productId;
}

/** Parent fonts that appear in the cart under two or more licence types. */
export function multiLicenceParents(lines: readonly MultiLicenceLine[]): Set<string> {
  const typesByParent = new Map<string, Set<CartLicenceType>>();
  for (const line of lines) {
    if (line.itemType === "goods" || line.licenceType === "not_applicable") continue;
    const parent = parentFontOf(line);
    const types = typesByParent.get(parent) ?? new Set<CartLicenceType>();
    types.add(line.licenceType);
    typesByParent.set(parent, types);
  }
  return new Set([...typesByParent].filter(([, types]) => types.size >= 2).map(([id]) => id));
}

/**
 * A font line's price after the multi-licence discount, GBP minor units. The price is rounded
 * UP to the penny, i.e. the discount rounds down: the shop never gives more than the configured
 * share, and it matches every other price rule here (online rule, conversion) rounding up.
 */
export function multiLicencePrice(priceMinor: number, discount: number): number {
  return ceilToMultiple(priceMinor * (1 - discount));
}

export type DiscountCodeRejection = "unknown" | "expired" | "used_up";

export type DiscountCodeResult =
  | { applies: true; code: DiscountCodeRule; amount: number }
  | { applies: false; reason: DiscountCodeRejection };

export interface DiscountCodeContext {
  /** The configured codes (site.yaml `shop.discountCodes`). */
  codes: readonly DiscountCodeRule[];
  /** The cart subtotal in the cart currency, minor units; the discount never exceeds it. */
  subtotal: number;
  /** The cart's rate, for converting a fixed GBP amount. */
  conversion: CurrencyConversion;
  now: Date;
  /** Orders that have used the code already. */
  usesSoFar?: number;
}

/** The configured code a customer typed, ignoring case and surrounding spaces. */
export function findDiscountCode(
  input: string,
  codes: readonly DiscountCodeRule[],
): DiscountCodeRule | undefined {
  const wanted = input.trim().toUpperCase();
  return wanted === "" ? undefined : codes.find((code) => code.code.toUpperCase() === wanted);
}

/**
 * What a discount code takes off, in the cart currency's minor units, or why it does not apply.
 * Percent codes take that share of the subtotal; fixed codes take their GBP value at the cart's
 * exchange rate (not the price rounding, which would inflate £15 to €20). Both round down to the
 * minor unit and are capped at the subtotal.
 */
export function applyDiscountCode(input: string, context: DiscountCodeContext): DiscountCodeResult {
  const code = findDiscountCode(input, context.codes);
  if (!code) return { applies: false, reason: "unknown" };
  if (code.expiresAt !== undefined && context.now.getTime() > Date.parse(code.expiresAt)) {
    return { applies: false, reason: "expired" };
  }
  if (code.usageLimit !== undefined && (context.usesSoFar ?? 0) >= code.usageLimit) {
    return { applies: false, reason: "used_up" };
  }
  const raw =
    code.kind === "percent"
      ? (context.subtotal * code.value) / 100
      : code.value * 100 * context.conversion.exchangeRate;
  const amount = Math.min(floorToMultiple(raw), Math.max(context.subtotal, 0));
  return { applies: true, code, amount };
}

export interface DiscountsApplied {
  /** A style or goods line is below its undiscounted price (the online rule). */
  online?: boolean;
  /** A family line is in the cart (its price carries the family discount). */
  family?: boolean;
  multiLicence?: boolean;
  /** The applied code's description. */
  codeDescription?: string | null | undefined;
}

/** 'Family discount, Multi-licence discount' and so on, in a fixed order; '' when none. */
export function discountNames({
  online,
  family,
  multiLicence,
  codeDescription,
}: DiscountsApplied): string {
  const names: string[] = [];
  if (online) names.push(ONLINE_DISCOUNT_NAME);
  if (family) names.push(FAMILY_DISCOUNT_NAME);
  if (multiLicence) names.push(MULTI_LICENCE_DISCOUNT_NAME);
  if (codeDescription) names.push(codeDescription);
  return names.join(", ");
}
