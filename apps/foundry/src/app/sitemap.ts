import type { MetadataRoute } from "next";
import { getSitemap } from "@/lib/pages/get-sitemap";

/** /sitemap.xml: every public page of the foundry (lib/pages/sitemap-entries.ts). */
export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return getSitemap();
}
