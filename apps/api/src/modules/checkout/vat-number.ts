import { normaliseCountry } from "@meridian/pricing";
import { checkVAT, countries } from "jsvat";

/**
 * Whether a business's VAT number passes jsvat's format and checksum test and belongs to the
 * billing country (DESIGN 4.3): a reverse charge needs the customer to be registered where the
 * invoice goes. No online VIES check: when one is added and VIES is unreachable, charge VAT.
 */
export function isVatNumberValid(vatNumber: string, billingCountry: string): boolean {
  const compact = vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  if (compact.length < 4) return false;
  const result = checkVAT(compact, countries);
  if (!result.isValid || !result.country) return false;
  return normaliseCountry(result.country.isoCode.short) === normaliseCountry(billingCountry);
}
