import "server-only";
import { AllFontsDocument, type FontCardFragment } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";

/** The library sections of spec 2.1 that list fonts by their flags. */
export type LibrarySection = "retail" | "playground";

const FILTERS: Record<LibrarySection, { playground: boolean; collaboration: boolean }> = {
  retail: { playground: false, collaboration: false },
  playground: { playground: true, collaboration: false },
};

/**
 * A section's families (spec 7.3: hidden false, its flags, parentFont null, name_ASC, first 100).
 * Child fonts appear on their parent's page rather than as rows of their own.
 */
export async function getSectionFonts(section: LibrarySection): Promise<FontCardFragment[]> {
  const { allFonts } = await readContent(AllFontsDocument, FILTERS[section]);
  return allFonts;
}
