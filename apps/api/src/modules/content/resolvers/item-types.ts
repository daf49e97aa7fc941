import { imageUrl, imageWidthAtLeast, nearestImageCrop } from "@meridian/codecs/image-url";
import type { Resolvers } from "../../../generated/content-resolvers";

/** Widths offered in a responsive image's srcSet, as multiples of the requested width. */
const DENSITIES = [1, 1.5, 2];

/**
 * An image's path: in `preview`, under a signature the image route checks, for a draft's image
 * is served only to a preview (`/images/preview/{signature}/{id}.{format}`).
 */
function imagePath(url: string, signPreviewFile: ((path: string) => string) | null): string {
  return signPreviewFile
    ? url.replace(/^\/images\//, `/images/preview/${signPreviewFile(url)}/`)
    : url;
}

export const itemTypes: Resolvers = {
  Image: {
    url: (image, _, { publicOrigin, signPreviewFile }) =>
      `${publicOrigin}${imagePath(image.url, signPreviewFile)}`,
    responsiveImage: (image, { imgixParams }, { publicOrigin, signPreviewFile }) => {
      // One dimension scales the image; both crop it around its focal point, to the listed crop
      // nearest their shape (the /images route makes only the sizes of @meridian/codecs/image-url).
      const crop =
        imgixParams?.w && imgixParams.h
          ? nearestImageCrop(imgixParams.w / imgixParams.h)
          : undefined;
      const aspectRatio = crop ?? image.width / image.height;
      // The widest the image gives in that shape: the API never enlarges.
      const widest = crop ? Math.min(image.width, Math.floor(image.height * crop)) : image.width;
      const asked = imgixParams?.w ?? (imgixParams?.h ? imgixParams.h * aspectRatio : widest);
      const width = Math.min(Math.round(asked), widest);
      const height = Math.round(width / aspectRatio);
      const path = imagePath(image.url, signPreviewFile);
      const url = (w: number) => `${publicOrigin}${imageUrl(path, { width: w, crop })}`;
      // Each URL's width is a listed one; the descriptor says what the API makes of it.
      const made = DENSITIES.map((density) =>
        Math.min(imageWidthAtLeast(Math.round(width * density)), widest),
      );
      const srcSet = [...new Set(made)].map((w) => `${url(w)} ${w}w`).join(", ");
      return {
        src: url(width),
        srcSet,
        width,
        height,
        aspectRatio,
        alt: image.alt,
        base64: image.blurDataUrl,
        bgColor: image.backgroundColour,
        sizes: `(max-width: ${width}px) 100vw, ${width}px`,
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
    // The rules the shop API charges by (catalogue/shop-rules.ts reads the same block), field by
    // field: the discount codes stay on the server.
    shop: ({ shop }) => ({
      currencies: Object.entries(shop.currencies).map(([currency, setup]) => ({
        currency,
        exchangeRate: setup.exchangeRate,
        rounding: setup.rounding,
      })),
      onlineFactor: shop.onlineFactor,
      onlineStep: shop.onlineStep,
      multiLicenceDiscount: shop.multiLicenceDiscount,
      freeShippingOverGbp: shop.freeShippingOverGbp,
      overLimitGbp: shop.overLimitGbp,
    }),
  },
};
