import type { BuiltStore } from "@meridian/content/store";
import { buyingOptions as pricesOf, toMajor } from "@meridian/pricing";
import { catalogueOf, shopRules } from "../catalogue";

const major = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? null : toMajor(minor);

/** BuyingOptions (spec 3): GBP prices at size Startup; null for a font not in the catalogue. */
export function buyingOptionsOf(store: BuiltStore, fontId: string) {
  const font = catalogueOf(store).font(fontId);
  if (!font) return null;
  const options = pricesOf(
    {
      pricePerStyleGbp: font.pricePerStyleGbp,
      styleCount: font.styles.length,
      familyDiscount: font.familyDiscount,
    },
    shopRules(store),
  );
  const mapValues = <T extends object>(prices: T) =>
    Object.fromEntries(
      Object.entries(prices).map(([key, value]) => [key, major(value as number | null)]),
    );
  return { style: mapValues(options.style), family: mapValues(options.family) };
}
