import "server-only";
import { LauncherSetupDocument, type LauncherSetupQuery } from "@meridian/graphql/content";
import { cache } from "react";
import { readContent } from "../content/read-content";

export type LauncherSetup = LauncherSetupQuery["launcherSetup"];
export type LauncherLink = LauncherSetup["foundry"];

/** The launcher's title, its two links with their images, and its SEO (spec 2.15, 7.3). */
export const getLauncherSetup = cache(async (): Promise<LauncherSetup> => {
  const { launcherSetup } = await readContent(LauncherSetupDocument);
  return launcherSetup;
});
