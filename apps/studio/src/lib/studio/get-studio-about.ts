import "server-only";
import { StudioAboutDocument, type StudioAboutQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type StudioAbout = StudioAboutQuery["studioSetup"]["about"];

/** The /about page, held in the studio setup. */
export const getStudioAbout = cache(async (): Promise<StudioAbout> => {
  const { studioSetup } = await readContent(StudioAboutDocument);
  return studioSetup.about;
});
