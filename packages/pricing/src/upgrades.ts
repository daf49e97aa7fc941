/**
 * Licence upgrades (DESIGN 4.10): growing a licence a customer owns without paying twice.
 *
 * - A style licence of type T and size s grows to the same style at a bigger size of T, or to the
 *   family of T at size s or bigger. A family licence grows to the family at a bigger size.
 * - An upgrade never shrinks a licence: it must outgrow every licence it replaces, so a family
 *   upgrade is offered from the largest size owned of the family and type, not below it.
 * - The credit is what was paid, net of discounts and before VAT, for every licence the upgrade
 *   replaces: of the same font (the style, or each owned style of the family and the family
 *   itself) and the same licence type. Each is converted from the currency it was paid in to the
 *   cart's at today's rates.
 * - The upgrade price is the target's price today in the cart's currency minus the credit,
 *   rounded up as a converted price is (DESIGN 4.2), never below zero.
 */
import {
  type CartCurrency,
  type CurrencyCode,
  type CurrencyConversion,
  convertPrice,
  roundingStep,
} from "./currency";
import {
  type ItemNameParts,
  itemDisplayName,
  LICENCE_LABELS,
  LICENCE_SIZES,
  type LicenceSize,
  type LicenceType,
  licenceSizeLabel,
} from "./licences";
import { ceilToMultiple, floorToMultiple } from "./money";

/** A paid licence a customer owns and has not yet upgraded. */
export interface OwnedLicence {
  id: string;
  itemType: "style" | "family";
  /** The family: the font the licence's style belongs to, or the family itself. */
  fontId: string;
  /** The style's product id; the family's id for a family licence. */
  productId: string;
  licenceType: LicenceType;
  licenceSize: LicenceSize;
  /** What was paid for it, net of discounts and before VAT, in minor units of `currency`. */
  paidNet: number;
  currency: CurrencyCode;
}

/** What a licence may grow to: the same style or the family, at a size. */
export interface UpgradeTarget {
  itemType: "style" | "family";
  fontId: string;
  productId: string;
  licenceType: LicenceType;
  licenceSize: LicenceSize;
}

/**
 * Whether `target` is bigger than `licence` of the same font and licence type: a bigger size of
 * the same style or family, or the family over a style at the style's size or bigger.
 */
function outgrows(target: UpgradeTarget, licence: OwnedLicence): boolean {
  if (target.fontId !== licence.fontId || target.licenceType !== licence.licenceType) return false;
  if (target.itemType === "family") {
    return licence.itemType === "style"
      ? target.licenceSize >= licence.licenceSize
      : target.licenceSize > licence.licenceSize;
  }
  return (
    licence.itemType === "style" &&
    licence.productId === target.productId &&
    target.licenceSize > licence.licenceSize
  );
}

/**
 * The targets a licence may be upgraded to, smallest first: for a style, its bigger sizes and
 * then the family; for a family, its bigger sizes. `owned` is everything the customer holds
 * today: a target must outgrow every licence it replaces, so a family upgrade starts at the
 * largest size owned of it and never shrinks a licence.
 */
export function upgradeTargets(
  licence: OwnedLicence,
  owned: readonly OwnedLicence[],
): UpgradeTarget[] {
  const sizes = LICENCE_SIZES.map((_, index) => index as LicenceSize);
  const { fontId, licenceType } = licence;
  const target =
    (itemType: UpgradeTarget["itemType"]) =>
    (size: LicenceSize): UpgradeTarget => ({
      itemType,
      fontId,
      productId: itemType === "family" ? fontId : licence.productId,
      licenceType,
      licenceSize: size,
    });
  const candidates = [
    ...(licence.itemType === "style" ? sizes.map(target("style")) : []),
    ...sizes.map(target("family")),
  ];
  const holdings = [licence, ...owned.filter(({ id }) => id !== licence.id)];
  // The chosen licence is among those each candidate replaces, so it is outgrown too.
  return candidates.filter((candidate) =>
    replacedLicences(candidate, holdings).every((replaced) => outgrows(candidate, replaced)),
  );
}

/** Whether `target` is one of the licence's upgrades, given everything the customer holds. */
export function isUpgradeOf(
  licence: OwnedLicence,
  target: UpgradeTarget,
  owned: readonly OwnedLicence[],
): boolean {
  return upgradeTargets(licence, owned).some(
    (option) =>
      option.itemType === target.itemType &&
      option.productId === target.productId &&
      option.licenceType === target.licenceType &&
      option.licenceSize === target.licenceSize,
  );
}

/**
 * The owned licences an upgrade to `target` replaces: of its licence type, the style's own
 * licences for a style; for a family, every owned licence of the family's styles and the family.
 */
export function replacedLicences(
  target: UpgradeTarget,
  owned: readonly OwnedLicence[],
): OwnedLicence[] {
  return owned.filter(
    (licence) =>
      licence.licenceType === target.licenceType &&
      licence.fontId === target.fontId &&
      (target.itemType === "family" || licence.productId === target.productId),
  );
}

/**
 * An amount paid in one currency in another at today's rates (both rates are per GBP), to the
 * minor unit, rounded down: a credit never exceeds what was paid.
 */
export function convertCredit(
  amount: number,
  from: CurrencyConversion,
  to: CurrencyConversion,
): number {
  return floorToMultiple((amount / from.exchangeRate) * to.exchangeRate, 1);
}

/** An amount paid, in minor units of the currency it was paid in. */
export interface PaidAmount {
  amount: number;
  currency: CurrencyCode;
}

/** What licences were paid, in the cart's currency at today's rates: an upgrade's credit. */
export function upgradeCredit(
  paid: readonly PaidAmount[],
  currencies: Readonly<Record<CurrencyCode, CurrencyConversion>>,
  cart: CartCurrency,
): number {
  return paid.reduce(
    (sum, { amount, currency }) => sum + convertCredit(amount, currencies[currency], cart),
    0,
  );
}

/** The target's price less the credit, rounded up as a converted price is, never below zero. */
export function creditedPrice(targetPrice: number, credit: number, cart: CartCurrency): number {
  return Math.max(0, ceilToMultiple(targetPrice - credit, roundingStep(cart.rounding)));
}

export interface UpgradeQuoteInput {
  target: UpgradeTarget;
  /** The target's price today in GBP minor units (licencePrices: the online and family rules). */
  targetPriceGbp: number;
  /** The customer's paid licences not yet upgraded; those the target replaces are picked out. */
  owned: readonly OwnedLicence[];
  /** Today's rates, per currency (site.yaml `shop.currencies`). */
  currencies: Readonly<Record<CurrencyCode, CurrencyConversion>>;
  cart: CartCurrency;
}

export interface UpgradeQuote {
  /** The ids of the licences the upgrade replaces, to be marked superseded once it is paid. */
  replaced: string[];
  /** The target's price today, cart currency minor units. */
  targetPrice: number;
  /** What the replaced licences were paid, in the cart's currency. */
  credit: number;
  /** targetPrice − credit, rounded up to the currency's rounding, never below zero. */
  price: number;
}

/**
 * The price of an upgrade to `target` for a customer who owns `owned`; null when the customer
 * owns nothing the target replaces (it would be a purchase, not an upgrade). The cart prices an
 * upgrade line the same way (priceCart with `upgradeCredits`).
 */
export function upgradeQuote(input: UpgradeQuoteInput): UpgradeQuote | null {
  const replaced = replacedLicences(input.target, input.owned);
  if (replaced.length === 0) return null;
  const targetPrice = convertPrice(input.targetPriceGbp, input.cart);
  const credit = upgradeCredit(paidFor(replaced), input.currencies, input.cart);
  const price = creditedPrice(targetPrice, credit, input.cart);
  return { replaced: replaced.map((licence) => licence.id), targetPrice, credit, price };
}

/** What each licence was paid. */
export function paidFor(licences: readonly OwnedLicence[]): PaidAmount[] {
  return licences.map(({ paidNet, currency }) => ({ amount: paidNet, currency }));
}

/** A licence an upgrade replaces, as its line names it: its style, or null for the family. */
export interface ReplacedLicenceName {
  styleName: string | null;
  licenceSize: number;
}

/**
 * The cart's and invoice's name of an upgrade line: the target's name, then what it grows from,
 * e.g. 'Geist Family — upgrade from Regular, Web, Startup', or for a family partly owned at two
 * sizes 'Geist Family — upgrade from Regular (Startup) and Bold (Small), Web'.
 */
export function upgradeLineName(
  target: ItemNameParts,
  licenceType: LicenceType,
  replaced: readonly ReplacedLicenceName[],
): string {
  const names = replaced.map((licence) => licence.styleName ?? "Family");
  const sizes = [...new Set(replaced.map((licence) => licence.licenceSize))];
  const typeLabel = LICENCE_LABELS[licenceType];
  const from =
    sizes.length === 1
      ? `${listOf(names)}, ${typeLabel}, ${licenceSizeLabel(sizes[0])}`
      : `${listOf(
          replaced.map(
            (licence, index) => `${names[index]} (${licenceSizeLabel(licence.licenceSize)})`,
          ),
        )}, ${typeLabel}`;
  return `${itemDisplayName(target)} — upgrade from ${from}`;
}

/** 'Regular', 'Regular and Bold', 'Regular, Bold and Black'. */
function listOf(names: readonly string[]): string {
  if (names.length < 2) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
