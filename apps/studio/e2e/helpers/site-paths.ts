import type { APIRequestContext } from "@playwright/test";

/**
 * Every page the studio lists in its sitemap, as paths on the site under test: the sitemap names
 * the public address (STUDIO_URL), which need not be the address the tests reach it at.
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
