import "server-only";
import {
  AllCollaborationFontsDocument,
  type AllCollaborationFontsQuery,
} from "@meridian/graphql/content";
import { readContent } from "../content/read-content";

export type CollaborationSummary = AllCollaborationFontsQuery["allCollaborationFonts"][number];

/** The collaboration section's fonts, each with the designer behind it. */
export async function getCollaborationFonts(): Promise<CollaborationSummary[]> {
  const { allCollaborationFonts } = await readContent(AllCollaborationFontsDocument);
  return allCollaborationFonts.filter((font) => !font.hidden);
}
