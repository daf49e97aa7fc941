import "server-only";
import { TrialFontsDocument } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";

/** The retail families a trial may be asked for (those staff left open), by id and name. */
export async function getTrialFonts(): Promise<{ value: string; label: string }[]> {
  const { allFonts } = await readContent(TrialFontsDocument);
  return allFonts
    .filter((font) => font.trial)
    .map((font) => ({ value: font.id, label: font.name }));
}
