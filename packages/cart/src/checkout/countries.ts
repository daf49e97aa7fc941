/**
 * The countries the checkout offers, as ISO 3166-1 alpha-2 codes: the API's tax and shipping
 * rules read the code (DESIGN 4.3, 4.4). Names come from the runtime's CLDR data in British
 * English, made on the server and handed to the form, so the browser never names them differently.
 */

/** Every code the API accepts (i18n-iso-countries' list). */
export const COUNTRY_CODES: readonly string[] = [
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ",
  "BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR",
  "CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR",
  "GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU",
  "ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ",
  "LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ",
  "MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF",
  "PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI",
  "SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR",
  "TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW",
]
  .join(" ")
  .split(" ");

export interface CountryOption {
  value: string;
  label: string;
}

/** The seller's country, first in the list: most orders ship there (free above a threshold). */
export const HOME_COUNTRY = "GB";

/** 'GB' → 'United Kingdom'; the code itself where the runtime has no name for it. */
export function countryName(code: string, names = regionNames()): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The home country, then the rest by name. */
export function countryOptions(names = regionNames()): CountryOption[] {
  const collator = new Intl.Collator("en-GB");
  const rest = COUNTRY_CODES.filter((code) => code !== HOME_COUNTRY)
    .map((code) => ({ value: code, label: countryName(code, names) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY, names) }, ...rest];
}

let britishRegionNames: Intl.DisplayNames | undefined;

/** Made once and shared: each DisplayNames loads the locale's names anew. */
function regionNames(): Intl.DisplayNames {
  britishRegionNames ??= new Intl.DisplayNames(["en-GB"], { type: "region", fallback: "code" });
  return britishRegionNames;
}
