/**
 * Font licence prices (DESIGN 4.1). For a font with n styles and content price P:
 *   base = P × licence-type factor × licence-size factor   (the undiscounted style price)
 *   style price = online(base)
 *   family undiscounted = base × n
 *   family price = online(base × n × (1 − familyDiscount))
 * All results are GBP minor units; the cart converts each line afterwards.
 */
import {
  DEFAULT_LICENCE_SIZE,
  isLicenceSize,
  isLicenceType,
  LICENCE_TYPES,
  type LicenceType,
} from "./licences";
import { ceilToMultiple, toMinor } from "./money";
import { type LinePrices, onlineOptions, onlinePrice } from "./online-price";
import { DEFAULT_FAMILY_DISCOUNT, type ShopRules } from "./rules";

export type PricingRules = Pick<
  ShopRules,
  "onlineFactor" | "onlineStep" | "licenceTypeFactors" | "licenceSizeFactors"
>;

export interface LicencePricesInput {
  /** Content's price per style in GBP major units; null or undefined when the font has none. */
  pricePerStyleGbp: number | null | undefined;
  /** n: the styles the family licence covers. */
  styleCount: number;
  /** 0 ≤ d < 1; content defaults it to 0.5. */
  familyDiscount: number;
  licenceType: LicenceType;
  /** 0 Startup … 3 Large. */
  licenceSize: number;
  rules: PricingRules;
}

export interface LicencePrices {
  style: LinePrices;
  family: LinePrices;
}

/**
 * A font's style and family prices for one licence type and size; null when the font has no
 * price (the sites show 'Price not set'). Throws a RangeError on an impossible input, which is a
 * caller's bug rather than a customer's mistake.
 */
export function licencePrices(input: LicencePricesInput): LicencePrices | null {
  const { pricePerStyleGbp, styleCount, familyDiscount, licenceType, licenceSize, rules } = input;
  if (!isLicenceType(licenceType)) throw new RangeError(`Unknown licence type: ${licenceType}`);
  if (!isLicenceSize(licenceSize)) throw new RangeError(`Unknown licence size: ${licenceSize}`);
  if (!Number.isInteger(styleCount) || styleCount < 1) {
    throw new RangeError(`A family has at least one style, not ${styleCount}`);
  }
  if (!(familyDiscount >= 0 && familyDiscount < 1)) {
    throw new RangeError(`A family discount lies in [0, 1), not ${familyDiscount}`);
  }
  if (pricePerStyleGbp === null || pricePerStyleGbp === undefined) return null;

  const online = onlineOptions(rules);
  const base = ceilToMultiple(
    toMinor(pricePerStyleGbp) *
      rules.licenceTypeFactors[licenceType] *
      rules.licenceSizeFactors[licenceSize],
  );
  return {
    style: { price: onlinePrice(base, online), priceUndiscounted: base },
    family: {
      price: onlinePrice(base * styleCount * (1 - familyDiscount), online),
      priceUndiscounted: base * styleCount,
    },
  };
}

type ByLicenceType = { [T in LicenceType]: number | null };
type UndiscountedByLicenceType = { [T in LicenceType as `${T}Undiscounted`]: number | null };

/** The spec's BuyingOptions (spec 3) in GBP minor units at size Startup. */
export interface BuyingOptions {
  style: ByLicenceType;
  family: ByLicenceType & UndiscountedByLicenceType;
}

export interface BuyingOptionsFont {
  pricePerStyleGbp?: number | null | undefined;
  styleCount: number;
  familyDiscount?: number | null | undefined;
}

export function buyingOptions(font: BuyingOptionsFont, rules: PricingRules): BuyingOptions {
  const style = {} as ByLicenceType;
  const family = {} as ByLicenceType & UndiscountedByLicenceType;
  for (const licenceType of LICENCE_TYPES) {
    const prices = licencePrices({
      pricePerStyleGbp: font.pricePerStyleGbp,
      styleCount: font.styleCount,
      familyDiscount: font.familyDiscount ?? DEFAULT_FAMILY_DISCOUNT,
      licenceType,
      licenceSize: DEFAULT_LICENCE_SIZE,
      rules,
    });
    style[licenceType] = prices?.style.price ?? null;
    family[licenceType] = prices?.family.price ?? null;
    family[`${licenceType}Undiscounted`] = prices?.family.priceUndiscounted ?? null;
  }
  return { style, family };
}
