import { type SiteServer, startSiteServer } from "@meridian/e2e/site-server";

export const SITES = ["foundry", "studio", "launcher"] as const;
export type SiteName = (typeof SITES)[number];

export interface BuiltSite extends SiteServer {
  site: SiteName;
  /** The site's pages, from its sitemap ('/' where it has none). */
  paths: string[];
}

async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) return ["/"];
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
  return paths.length > 0 ? paths : ["/"];
}

/** A site's production artefact in a process of its own, talking to `apiOrigin`, and its pages. */
export async function startBuiltSite(
  site: SiteName,
  apiOrigin: string,
  port: number,
): Promise<BuiltSite> {
  const server = await startSiteServer({
    site,
    port,
    env: { NODE_ENV: "production", API_URL: apiOrigin, LOG_LEVEL: "warn" },
  });
  return { site, ...server, paths: await sitemapPaths(server.origin) };
}
