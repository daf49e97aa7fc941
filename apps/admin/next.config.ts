import { createSiteConfig } from "@meridian/next-config";

export default createSiteConfig();
