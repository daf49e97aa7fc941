import { StudioSitemapEntriesDocument } from "@meridian/graphql/content";
import type { MetadataRoute } from "next";
import { env } from "../env";
import { readContent } from "../lib/content/read-content";
import { STUDIO_SECTIONS } from "../lib/studio/navigation";

/** sitemap.xml: the studio's sections, and every work, product and studio page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { allStudioWorks, allProducts, allStudioPages } = await readContent(
    StudioSitemapEntriesDocument,
  );
  const url = (path: string) => new URL(path, env.STUDIO_URL).href;
  return [
    { url: url("/") },
    ...STUDIO_SECTIONS.map((section) => ({ url: url(section.href) })),
    ...allStudioWorks.map((work) => ({
      url: url(`/work/${work.slug}`),
      lastModified: work._updatedAt,
    })),
    ...allProducts.map((product) => ({
      url: url(`/goods/${product.slug}`),
      lastModified: product._updatedAt,
    })),
    ...allStudioPages.map((page) => ({ url: url(`/${page.slug}`), lastModified: page._updatedAt })),
  ];
}
