import "server-only";
import { getSectionFonts } from "../fonts/get-section-fonts";

/** The retail families a trial may be asked for, by content id and name. */
export async function getTrialFonts(): Promise<{ value: string; label: string }[]> {
  const fonts = await getSectionFonts("retail");
  return fonts.map((font) => ({ value: font.id, label: font.name }));
}
