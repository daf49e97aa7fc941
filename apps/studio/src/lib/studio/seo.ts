import { imagePath } from "@meridian/codecs/image-sources";
import { imageUrl } from "@meridian/codecs/image-url";
import type { SeoFieldsFragment } from "@meridian/graphql/content";
import type { Metadata } from "next";

export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A page's metadata from content SEO. Content titles are complete ('Work — Meridian Studio'),
 * so they bypass the layout's title template; the share image is served from this site.
 */
export function seoMetadata(
  seo: Pick<SeoFieldsFragment, "title" | "description" | "noIndex"> & {
    image?: SeoImage | null | undefined;
  },
): Metadata {
  const images = seo.image ? [shareImage(seo.image)] : undefined;
  return {
    title: { absolute: seo.title },
    description: seo.description,
    openGraph: { title: seo.title, description: seo.description, images },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}

/** A content image as an Open Graph image, 1200 px wide at most. */
export function shareImage(image: SeoImage) {
  const width = Math.min(1200, image.width);
  return {
    url: imageUrl(imagePath(image.url), { width }),
    width,
    height: Math.round((image.height * width) / image.width),
    alt: image.alt,
  };
}
