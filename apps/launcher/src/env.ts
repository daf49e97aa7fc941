import { loadSiteEnv } from "@meridian/next-config/site-env";
import "server-only";

/** The launcher's configuration, read once and validated. */
export const env = loadSiteEnv();
