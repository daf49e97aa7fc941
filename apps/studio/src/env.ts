import { loadSiteEnv } from "@meridian/next-config/site-env";
import "server-only";

/** The studio's configuration, read once and validated. */
export const env = loadSiteEnv();
