import { defineSiteConfig } from "@meridian/e2e/config";

export default defineSiteConfig("studio");
