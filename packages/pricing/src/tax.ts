/**
 * VAT (DESIGN 4.3). The seller is in the United Kingdom:
 * - UK customer: VAT 20%;
 * - EU business whose VAT number passed validation (`vatValid`): 0%, reverse charge;
 * - EU consumer (or a business without a valid number): the destination's standard rate;
 * - rest of the world: 0%, 'No VAT'.
 * Whether a VAT number is valid is the API's question (jsvat, then VIES: DESIGN 4.11); this file only
 * applies the answer.
 */
import { roundHalfUp } from "./money";

export const SELLER_COUNTRY = "GB";
export const UK_VAT_RATE = 20;

export const VAT_NAME = "VAT";
export const REVERSE_CHARGE_NAME = "Reverse charge";
export const NO_VAT_NAME = "No VAT";

/**
 * Standard VAT rates of the 27 EU member states, in percent, keyed by ISO 3166-1 alpha-2 (Greece
 * is GR here; VAT numbers use EL).
 *
 * Source: European Commission, Taxes in Europe Database (TEDB), standard rates, successor to the
 * Commission's booklet "VAT rates applied in the Member States of the European Union"
 * (https://ec.europa.eu/taxation_customs/tedb/), read through the TEDB transcription in
 * vatnode/eu-vat-rates-data (data version 2026-08-26); checked 2026-11-22. Recent changes it
 * records: FI 25.5 from 2024-09-01, SK 23 from 2025-01-01, EE 24 from 2025-07-01,
 * RO 21 from 2025-08-01. Re-check when a member state announces a change.
 */
export const EU_VAT_STANDARD_RATES = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
} as const satisfies Record<string, number>;

export type EuCountryCode = keyof typeof EU_VAT_STANDARD_RATES;

/**
 * Upper-cased ISO 3166-1 alpha-2, with the two codes people and VAT systems use instead:
 * 'UK' → 'GB' and 'EL' (Greece in VAT numbers) → 'GR'.
 */
export function normaliseCountry(country: string): string {
  const code = country.trim().toUpperCase();
  if (code === "UK") return "GB";
  if (code === "EL") return "GR";
  return code;
}

export function isUkCountry(country: string): boolean {
  return normaliseCountry(country) === SELLER_COUNTRY;
}

export function isEuCountry(country: string): boolean {
  return Object.hasOwn(EU_VAT_STANDARD_RATES, normaliseCountry(country));
}

export interface TaxInput {
  /** The billing country, ISO 3166-1 alpha-2. */
  country: string;
  isBusiness: boolean;
  /** The VAT number passed validation: format and checksum, then VIES. */
  vatValid: boolean;
  /** What the tax is charged on, cart currency minor units (subtotal after code + shipping). */
  taxableMinor: number;
}

export interface TaxResult {
  /** Percent: 20 means 20%. */
  rate: number;
  name: string;
  /** Cart currency minor units, to the nearest minor unit. */
  amount: number;
  euB2b: boolean;
  /** The billing country, normalised. */
  taxCountry: string;
}

export function taxFor({ country, isBusiness, vatValid, taxableMinor }: TaxInput): TaxResult {
  const taxCountry = normaliseCountry(country);
  if (!/^[A-Z]{2}$/.test(taxCountry)) {
    throw new RangeError(`Not an ISO 3166-1 alpha-2 country code: ${country}`);
  }
  if (!(taxableMinor >= 0)) throw new RangeError(`Taxable amount below zero: ${taxableMinor}`);

  const charge = (rate: number, name: string, euB2b = false): TaxResult => ({
    rate,
    name,
    // Invoice-level VAT to the nearer penny, halves up: one of the roundings HMRC VAT Notice
    // 700 paragraph 17.5 allows, and neutral between the shop and the customer.
    amount: roundHalfUp((taxableMinor * rate) / 100),
    euB2b,
    taxCountry,
  });

  if (taxCountry === SELLER_COUNTRY) return charge(UK_VAT_RATE, VAT_NAME);
  if (isEuCountry(taxCountry)) {
    if (isBusiness && vatValid) return charge(0, REVERSE_CHARGE_NAME, true);
    return charge(EU_VAT_STANDARD_RATES[taxCountry as EuCountryCode], VAT_NAME);
  }
  return charge(0, NO_VAT_NAME);
}
