import "server-only";
import { StudioIndexDocument, type StudioIndexQuery } from "@meridian/graphql/content";
import { readContent } from "../content/read-content";

export type StudioIndex = StudioIndexQuery["studioSetup"]["index"];

/** The studio index (spec 7.3): its heading, intro and featured works. */
export async function getStudioIndex(): Promise<StudioIndex> {
  const { studioSetup } = await readContent(StudioIndexDocument);
  return studioSetup.index;
}
