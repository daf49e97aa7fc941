import "server-only";
import type { BuyingFont, BuyingOptionsPrices } from "./buying-options";
import { getBuyingOptions } from "./get-buying-options";

export interface FamilyBuyingOptions {
  font: BuyingFont;
  prices: BuyingOptionsPrices | null;
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
      fonts.map(async (font) => ({ font, prices: await getBuyingOptions(font.id) })),
    );
  } catch (error) {
    console.error(error);
    return null;
  }
}
