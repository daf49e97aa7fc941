import { normaliseCountry } from "@meridian/pricing";
import { checkVAT, countries } from "jsvat";

/** A VAT number as VIES takes it: the member state's code (EL for Greece) and the rest. */
export interface ViesNumber {
  countryCode: string;
  number: string;
}

export type ParsedVatNumber =
  | { ok: true; vies: ViesNumber }
  /** `format`: not a VAT number (jsvat's format and checksum); `country`: another country's. */
  | { ok: false; problem: "format" | "country" };

/** The VAT numbers' prefix of a country: its ISO code, but EL for Greece. */
const vatPrefix = (country: string) => (country === "GR" ? "EL" : country);

/**
 * A business's VAT number, checked by jsvat's format and checksum test and against the billing
 * country (DESIGN 4.3, 4.11): a reverse charge needs the customer registered where the invoice
 * goes. Spaces, dots and dashes are ignored; a number typed without its prefix takes the billing
 * country's.
 */
export function parseVatNumber(vatNumber: string, billingCountry: string): ParsedVatNumber {
  const country = normaliseCountry(billingCountry);
  let compact = vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  if (/^[0-9]/.test(compact)) compact = `${vatPrefix(country)}${compact}`;
  if (compact.length < 4) return { ok: false, problem: "format" };
  const result = checkVAT(compact, countries);
  if (!result.isValid || !result.country) return { ok: false, problem: "format" };
  if (normaliseCountry(result.country.isoCode.short) !== country) {
    return { ok: false, problem: "country" };
  }
  return { ok: true, vies: { countryCode: vatPrefix(country), number: compact.slice(2) } };
}
