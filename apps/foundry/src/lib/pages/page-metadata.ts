import "server-only";
import { imagePath } from "@meridian/codecs/image-sources";
import type { SeoFieldsFragment } from "@meridian/graphql/content";
import type { Metadata } from "next";
import { env } from "@/env";

/**
 * A page's metadata from its SEO content (spec 7.3 "Page SEO by page"). SEO titles are written
 * whole ('Services — custom fonts, …'), so they replace the layout's title template; a page
 * without SEO content falls back to its own title under the template.
 */
export function seoMetadata(
  seo: SeoFieldsFragment | null | undefined,
  fallback: {
    title: string;
    description?: string | null | undefined;
    /**
     * The page's own path, named as canonical: its URLs with a shared tester's setting in the
     * query are the same page to a search engine (issue 19).
     */
    canonicalPath?: string;
  },
): Metadata {
  const title = seo?.title ?? null;
  const description = seo?.description || fallback.description || undefined;
  const image = seo?.image;
  return {
    title: title ? { absolute: title } : fallback.title,
    description,
    robots: seo?.noIndex ? { index: false, follow: true } : undefined,
    alternates: fallback.canonicalPath
      ? { canonical: new URL(fallback.canonicalPath, env.FOUNDRY_URL).href }
      : undefined,
    openGraph: {
      title: title ?? fallback.title,
      description,
      images: image
        ? [
            {
              // Shared links are read elsewhere: the image needs the site's public address.
              url: new URL(imagePath(image.url), env.FOUNDRY_URL).href,
              width: image.width,
              height: image.height,
              alt: image.alt,
            },
          ]
        : undefined,
    },
  };
}
