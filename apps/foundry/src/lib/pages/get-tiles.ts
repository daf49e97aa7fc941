import "server-only";
import {
  type CaseStudyCardFragment,
  type ClientFontCardFragment,
  type FontCardFragment,
  type FontInUseCardFragment,
  TiledFontsDocument,
} from "@meridian/graphql/content";
import { readContent } from "../content/read-content";
import { getCaseStudies } from "./get-case-studies";
import { getCustomFonts, getModifiedFonts } from "./get-client-fonts";
import { getFontsInUse } from "./get-fonts-in-use";
import { selectTiles, type TileRules } from "./tile-selection";

/** The items a Tiled content block shows, by the kind of content it tiles. */
export type Tiles =
  | { contentType: "customFonts" | "modifiedFonts"; items: ClientFontCardFragment[] }
  | { contentType: "caseStudies"; items: CaseStudyCardFragment[] }
  | { contentType: "fontsInUse"; items: FontInUseCardFragment[] }
  | { contentType: "fonts"; items: FontCardFragment[] };

const bySlug = (item: { slug: string }) => item.slug;

/**
 * Reads the collection a Tiled content block names (spec 3 contentType) and picks its tiles
 * (tile-selection.ts). Fonts in use are named by id, everything else by slug. An unknown
 * contentType has nothing to show.
 */
export async function getTiles(contentType: string, rules: TileRules): Promise<Tiles | null> {
  switch (contentType) {
    case "customFonts":
      return { contentType, items: selectTiles(await getCustomFonts(), bySlug, rules) };
    case "modifiedFonts":
      return { contentType, items: selectTiles(await getModifiedFonts(), bySlug, rules) };
    case "caseStudies":
      return { contentType, items: selectTiles(await getCaseStudies(), bySlug, rules) };
    case "fontsInUse": {
      const { allFontsInUse } = await getFontsInUse();
      return { contentType, items: selectTiles(allFontsInUse, (item) => item.id, rules) };
    }
    case "fonts": {
      const { allFonts } = await readContent(TiledFontsDocument);
      return { contentType, items: selectTiles(allFonts, bySlug, rules) };
    }
    default:
      return null;
  }
}
