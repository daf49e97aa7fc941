import { normaliseCountry } from "@meridian/pricing";
import countries from "i18n-iso-countries";

/**
 * An ISO 3166-1 alpha-2 code as the tax and shipping rules read it, or null. 'UK' and 'EL' are
 * accepted for GB and GR because customers and VAT systems write them.
 */
export function countryCode(input: string): string | null {
  const code = normaliseCountry(input);
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code) ? code : null;
}
