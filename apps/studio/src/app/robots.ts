import type { MetadataRoute } from "next";
import { env } from "../env";
import { getStudioSetup } from "../lib/studio/get-studio-setup";

/** robots.txt: the studio is open to crawlers unless its SEO says noIndex; checkout never is. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { seo } = await getStudioSetup();
  return {
    rules: seo.noIndex
      ? { userAgent: "*", disallow: "/" }
      : { userAgent: "*", allow: "/", disallow: ["/checkout", "/invoice/"] },
    sitemap: new URL("/sitemap.xml", env.STUDIO_URL).href,
  };
}
