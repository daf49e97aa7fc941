import "server-only";
import { SitemapEntriesDocument } from "@meridian/graphql/content";
import type { MetadataRoute } from "next";
import { env } from "@/env";
import { readContent } from "../content/read-content";
import { getSiteSetup } from "../site/get-site-setup";
import { sitemapEntries } from "./sitemap-entries";

/** The sitemap from the content service, with absolute URLs on FOUNDRY_URL. */
export async function getSitemap(): Promise<MetadataRoute.Sitemap> {
  const [content, site] = await Promise.all([readContent(SitemapEntriesDocument), getSiteSetup()]);
  return sitemapEntries(content, site.collaborationPrefix, env.FOUNDRY_URL);
}
