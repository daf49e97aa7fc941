import "server-only";
import { SiteSetupDocument, type SiteSetupQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type SiteSetup = SiteSetupQuery["siteSetup"];

/** The foundry's configuration from content (brand, collaboration prefix, contacts, logos), once per request. */
export const getSiteSetup = cache(async (): Promise<SiteSetup> => {
  const { siteSetup } = await readContent(SiteSetupDocument);
  return siteSetup;
});
