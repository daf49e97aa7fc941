import "server-only";
import { AllFontsInUseDocument, type AllFontsInUseQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

/** Every project and the categories they are filed under, for /fonts-in-use. */
export const getFontsInUse = cache(async (): Promise<AllFontsInUseQuery> => {
  return readContent(AllFontsInUseDocument);
});
