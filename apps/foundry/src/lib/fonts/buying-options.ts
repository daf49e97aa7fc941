/**
 * The rows of a font's buying-options table (spec 2.12, 3 "Buying options"; DESIGN 6): the
 * family first, then each style, with a price per licence type. BuyingOptions quotes GBP at
 * size Startup (DESIGN 4.1); prices are shown in the cart's currency (× the exchange rate, rounded up to the currency's
 * rounding; spec 9).
 */
import {
  type CurrencyConversion,
  convertPrice,
  itemDisplayName,
  LICENCE_TYPES,
  type LicenceType,
  toMinor,
} from "@meridian/pricing";
import { normaliseStyleName } from "@meridian/ui/style-names";

/** BuyingOptions as the shop API answers it, in GBP major units (null: no price set). */
export interface BuyingOptionsPrices {
  style: Record<LicenceType, number | null>;
  family: Record<LicenceType, number | null> & Record<`${LicenceType}Undiscounted`, number | null>;
}

export interface OptionPrice {
  /** Minor units in the display currency; null shows 'Price not set'. */
  price: number | null;
  undiscounted: number | null;
}

export interface BuyingRow {
  itemType: "family" | "style";
  /** The font's id: the productId of AddItemToCart. */
  productId: string;
  /** The style's id; null for the family. */
  styleId: string | null;
  /** As the cart names the item (spec 9): 'Inter Family', 'Inter Bold Italic'. */
  name: string;
  /** The row's label under the font's name: 'Family', 'Bold Italic'. */
  label: string;
  prices: Record<LicenceType, OptionPrice>;
}

export interface BuyingFont {
  id: string;
  name: string;
  styles: readonly { id: string; name: string }[];
}

function inCurrency(gbp: number | null | undefined, currency: CurrencyConversion): number | null {
  if (gbp === null || gbp === undefined) return null;
  return convertPrice(toMinor(gbp), currency);
}

export function buyingRows(
  font: BuyingFont,
  options: BuyingOptionsPrices | null,
  currency: CurrencyConversion,
): BuyingRow[] {
  const priced = (pick: (type: LicenceType) => OptionPrice) =>
    Object.fromEntries(LICENCE_TYPES.map((type) => [type, pick(type)])) as Record<
      LicenceType,
      OptionPrice
    >;
  const family: BuyingRow = {
    itemType: "family",
    productId: font.id,
    styleId: null,
    name: itemDisplayName({ itemType: "family", productName: font.name }),
    label: "Family",
    prices: priced((type) => ({
      price: inCurrency(options?.family[type], currency),
      undiscounted: inCurrency(options?.family[`${type}Undiscounted`], currency),
    })),
  };
  const styles = font.styles.map(
    (style): BuyingRow => ({
      itemType: "style",
      productId: font.id,
      styleId: style.id,
      name: itemDisplayName({ itemType: "style", productName: font.name, styleName: style.name }),
      label: normaliseStyleName(style.name),
      prices: priced((type) => ({
        price: inCurrency(options?.style[type], currency),
        undiscounted: null,
      })),
    }),
  );
  return [family, ...styles];
}
