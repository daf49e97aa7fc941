import "server-only";
import { StudioPageDocument, type StudioPageQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type StudioPage = NonNullable<StudioPageQuery["studioPage"]>;

/** A studio page by slug (spec 7.3); null when there is none. */
export const getStudioPage = cache(async (slug: string): Promise<StudioPage | null> => {
  const { studioPage } = await readContent(StudioPageDocument, { slug });
  return studioPage;
});
