import "server-only";
import type { BuyingFont, BuyingOptionsPrices } from "./buying-options";
import { getBuyingOptions } from "./get-buying-options";

export interface FamilyBuyingOptions {
  font: BuyingFont;
  prices: BuyingOptionsPrices | null;
}

/** Only what the buying table reads: the page hands these to the browser. */
function buyingFont({ id, name, styles }: BuyingFont): BuyingFont {
  return { id, name, styles: styles.map((style) => ({ id: style.id, name: style.name })) };
}

/**
 * The buying options of a family and of the child fonts sold with it (their lines group under
 * this parent in the cart, spec 2.7). Null when the shop cannot answer: the page then says the
 * prices are unavailable instead of failing.
 */
export async function getFamilyBuyingOptions(
  fonts: readonly BuyingFont[],
): Promise<FamilyBuyingOptions[] | null> {
  try {
    return await Promise.all(
      fonts.map(async (font) => ({
        font: buyingFont(font),
        prices: await getBuyingOptions(font.id),
      })),
    );
  } catch (error) {
    console.error(error);
    return null;
  }
}
