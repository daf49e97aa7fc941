/**
 * The shop's configurable numbers. The shape matches site.yaml's `shop:` block
 * (content/src/schema/site.ts), so callers pass the content's rules straight in: the API from
 * the built store, the sites from the content service's siteSetup.shop.
 */
import type { CurrencyCode, CurrencyConversion } from "./currency";
import type { LicenceType } from "./licences";

export interface DiscountCodeRule {
  id: string;
  /** Capitals, digits and hyphens; matched case-insensitively. */
  code: string;
  /** Shown in the cart's discount names. */
  description: string;
  kind: "percent" | "fixed";
  /** Percent (0–100) or a fixed amount in GBP major units. */
  value: number;
  /** ISO 8601 date-time; the code no longer applies after it. */
  expiresAt?: string | undefined;
  /** How many orders may use the code. */
  usageLimit?: number | undefined;
}

export interface ShopRules {
  currencies: Readonly<Record<CurrencyCode, CurrencyConversion>>;
  /** The online price rule: content prices shown at `onlineFactor`, rounded up to `onlineStep` GBP. */
  onlineFactor: number;
  onlineStep: number;
  licenceTypeFactors: Readonly<Record<LicenceType, number>>;
  /** By licence size index: Startup, Small, Medium, Large. */
  licenceSizeFactors: readonly [number, number, number, number];
  /** Off a parent font's lines when it is in the cart under two or more licence types. */
  multiLicenceDiscount: number;
  /** GBP major units; a cart whose GBP subtotal exceeds it is over the limit. */
  overLimitGbp: number;
  /** GBP major units; UK orders whose goods subtotal is above it ship free. */
  freeShippingOverGbp: number;
  discountCodes: readonly DiscountCodeRule[];
}

/** The family discount a font gets when content gives none (content's default). */
export const DEFAULT_FAMILY_DISCOUNT = 0.5;

/**
 * The demo catalogue's rules, for tests only: a price shown or charged uses the rules of the
 * catalogue being served, which may differ. Lint (biome.json, noRestrictedImports) refuses an
 * import of it from code that is not a test.
 */
export const DEFAULT_SHOP_RULES: Readonly<ShopRules> = {
  currencies: {
    GBP: { exchangeRate: 1, rounding: 0 },
    EUR: { exchangeRate: 1.15, rounding: 5 },
    USD: { exchangeRate: 1.3, rounding: 5 },
  },
  onlineFactor: 0.9,
  onlineStep: 5,
  licenceTypeFactors: { basic: 1, web: 1, app: 2, social: 1, logo: 3 },
  licenceSizeFactors: [1, 2, 3, 4],
  multiLicenceDiscount: 0.1,
  overLimitGbp: 10_000,
  freeShippingOverGbp: 75,
  discountCodes: [],
};
