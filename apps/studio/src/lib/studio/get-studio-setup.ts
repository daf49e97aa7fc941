import "server-only";
import { StudioSetupDocument, type StudioSetupQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type StudioSetup = StudioSetupQuery["studioSetup"];

/** The studio's configuration from content (brand, e-mail, social links, footer, SEO), once per request. */
export const getStudioSetup = cache(async (): Promise<StudioSetup> => {
  const { studioSetup } = await readContent(StudioSetupDocument);
  return studioSetup;
});

/** The studio's name as the site shows it: '{brand} Studio' (spec 2.14). */
export function studioName(setup: Pick<StudioSetup, "brand">): string {
  return `${setup.brand} Studio`;
}
