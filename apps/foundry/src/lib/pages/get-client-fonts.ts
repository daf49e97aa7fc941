import "server-only";
import {
  AllCustomFontsDocument,
  AllModifiedFontsDocument,
  type ClientFontCardFragment,
  CustomFontDocument,
  type CustomFontQuery,
  ModifiedFontDocument,
} from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

/** A custom or modified font with its content blocks (spec 3: the two share one shape). */
export type ClientFontData = NonNullable<CustomFontQuery["customFont"]>;

/** The custom fonts made for clients, for /custom-fonts. */
export const getCustomFonts = cache(async (): Promise<ClientFontCardFragment[]> => {
  const { allCustomFonts } = await readContent(AllCustomFontsDocument);
  return allCustomFonts;
});

export const getCustomFont = cache(async (slug: string): Promise<ClientFontData | null> => {
  const { customFont } = await readContent(CustomFontDocument, { slug });
  return customFont;
});

/** The modified fonts made for clients, for /modifications. */
export const getModifiedFonts = cache(async (): Promise<ClientFontCardFragment[]> => {
  const { allModifiedFonts } = await readContent(AllModifiedFontsDocument);
  return allModifiedFonts;
});

export const getModifiedFont = cache(async (slug: string): Promise<ClientFontData | null> => {
  const { modifiedFont } = await readContent(ModifiedFontDocument, { slug });
  return modifiedFont;
});
