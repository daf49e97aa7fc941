import type { MetadataRoute } from "next";
import { getLauncherSetup } from "../lib/launcher/get-launcher-setup";

/**
 * robots.txt: the launcher is open to crawlers unless its SEO says noIndex. It names no sitemap:
 * it is one page, and has no address of its own in its configuration to name one by.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { seo } = await getLauncherSetup();
  return { rules: { userAgent: "*", ...(seo.noIndex ? { disallow: "/" } : { allow: "/" }) } };
}
