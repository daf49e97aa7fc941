import type { ImageAsset } from "@meridian/content/images";
import type { Resolvers } from "../../generated/content-resolvers";

/** Widths offered in a responsive image's srcSet, as multiples of the requested width. */
const DENSITIES = [1, 1.5, 2];

function imageUrl(origin: string, image: ImageAsset, width?: number, height?: number) {
  const params = new URLSearchParams();
  if (width) params.set("w", String(width));
  if (height) params.set("h", String(height));
  const query = params.size > 0 ? `?${params}` : "";
  return `${origin}${image.url}${query}`;
}

export const itemTypes: Resolvers = {
  Image: {
    url: (image, _, { publicOrigin }) => `${publicOrigin}${image.url}`,
    responsiveImage: (image, { imgixParams }, { publicOrigin }) => {
      // One dimension scales the image; both crop it around its focal point.
      const scaledWidth = imgixParams?.h
        ? Math.round((image.width * imgixParams.h) / image.height)
        : image.width;
      const requestedWidth = Math.min(imgixParams?.w ?? scaledWidth, image.width);
      const requestedHeight = imgixParams?.w && imgixParams.h ? imgixParams.h : null;
      const aspectRatio = requestedHeight
        ? requestedWidth / requestedHeight
        : image.width / image.height;
      const height = Math.round(requestedWidth / aspectRatio);
      const srcSet = DENSITIES.map((density) => Math.round(requestedWidth * density))
        .filter((width) => width <= image.width)
        .map((width) => {
          const h = requestedHeight ? Math.round(width / aspectRatio) : undefined;
          return `${imageUrl(publicOrigin, image, width, h)} ${width}w`;
        })
        .join(", ");
      return {
        src: imageUrl(publicOrigin, image, requestedWidth, requestedHeight ? height : undefined),
        srcSet,
        width: requestedWidth,
        height,
        aspectRatio,
        alt: image.alt,
        base64: image.blurDataUrl,
        bgColor: image.backgroundColour,
        sizes: `(max-width: ${requestedWidth}px) 100vw, ${requestedWidth}px`,
      };
    },
  },
  FontInUse: {
    fonts: (item, _, { view }) => item.fonts.flatMap((slug) => view.fontBySlug.get(slug) ?? []),
    categories: (item, _, { view }) =>
      view.store.fontsInUseCategories.filter((category) => item.categories.includes(category.id)),
  },
  StudioWork: {
    category: (work, _, { view }) => {
      const category = view.store.studio.workCategories.find((item) => item.id === work.category);
      if (!category) throw new Error(`work ${work.slug}: unknown category ${work.category}`);
      return category;
    },
  },
  StudioIndex: {
    featuredWorks: (index, _, { view }) =>
      index.featuredWorks.flatMap((slug) => view.workBySlug.get(slug) ?? []),
  },
  SiteSetup: {
    collaborationPrefix: (site) => site.collaboration.prefix,
    collaborationLabel: (site) => site.collaboration.label,
    professionalNetwork: (site) => site.socialLinks.professional,
    photoNetwork: (site) => site.socialLinks.photo,
    homepageFont: (site, _, { view }) => view.fontBySlug.get(site.homepageFont) ?? null,
    shop: (site) => ({
      currencies: Object.entries(site.shop.currencies).map(([currency, setup]) => ({
        currency,
        exchangeRate: setup.exchangeRate,
        rounding: setup.rounding,
      })),
      freeShippingOverGbp: site.shop.freeShippingOverGbp,
      overLimitGbp: site.shop.overLimitGbp,
    }),
  },
};
