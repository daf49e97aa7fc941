import { IMAGE_WIDTHS, imageUrl, nearestImageCrop } from "./image-url";

/**
 * The `src`, `srcset`, `sizes`, width and height of a content image, for the `<img>` and
 * `<source>` elements (and image preloads) of every site. Content gives an image's URL on the API
 * host; each site serves `/images/*` from its own origin, so only the path is kept. Every URL is
 * built by `imageUrl`, at the widths of IMAGE_WIDTHS — the only ones the API's /images route
 * makes — so a site never asks for a size the API refuses. Plain functions, no dependency:
 * server and browser alike.
 */

/** What an image carries that its sources are built from (content's ImageFields). */
export interface SizedImage {
  url: string;
  width: number;
  height: number;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  /** How wide the image shows at each viewport width, as the layout said. */
  sizes: string;
  /** The intrinsic size of the widest rendition, for the width and height attributes. */
  width: number;
  height: number;
}

export interface ImageSourceOptions {
  /** The layout's `sizes` attribute, e.g. '(min-width: 768px) 50vw, 100vw'. */
  sizes: string;
  /** Width ÷ height to crop to around the focal point (the listed crop nearest it). */
  aspect?: number | undefined;
  /** The widest rendition to offer, e.g. 1000 for the foundry's 1000 × 1000 index squares. */
  maxWidth?: number | undefined;
}

/**
 * The width `src` is made at for browsers that ignore `srcset` (and the `href` of a preload): a
 * desktop column at 1×, or the widest rendition when the image is narrower.
 */
const FALLBACK_WIDTH = 1200;

/** The widest rendition the API makes of any image. */
const WIDEST_LISTED = Math.max(...IMAGE_WIDTHS);

/** The same-origin path of an image whose URL content gives absolute (`http://api/images/…`). */
export function imagePath(url: string): string {
  return new URL(url, "http://content.invalid").pathname;
}

/**
 * The sources of `image`, uncropped or cropped to `aspect`. The API never enlarges, so no
 * rendition is wider than the image gives in that shape (bounded by its height as well as its
 * width when cropped), nor wider than the widest listed width, which is what the API makes of a
 * larger original; the widest rendition is asked for at the next listed width up, and its
 * descriptor states the width the API makes of it.
 */
export function imageSources(
  image: SizedImage,
  { sizes, aspect, maxWidth }: ImageSourceOptions,
): ImageSources {
  const path = imagePath(image.url);
  const crop = aspect === undefined ? undefined : nearestImageCrop(aspect);
  const fitsWidth = crop ? Math.min(image.width, Math.floor(image.height * crop)) : image.width;
  const widest = Math.max(1, Math.min(fitsWidth, maxWidth ?? WIDEST_LISTED, WIDEST_LISTED));
  const heightAt = (width: number) =>
    Math.max(1, Math.round(crop ? width / crop : (width * image.height) / image.width));
  const urlAt = (width: number) => imageUrl(path, { width, crop });

  const widths: number[] = IMAGE_WIDTHS.filter((width) => width < widest);
  widths.push(widest);
  return {
    src: urlAt(Math.min(FALLBACK_WIDTH, widest)),
    srcSet: widths.map((width) => `${urlAt(width)} ${width}w`).join(", "),
    sizes,
    width: widest,
    height: heightAt(widest),
  };
}

/** CSS `object-position` for a focal point given as fractions (0–1) of width and height. */
export function focalPosition(focalPoint: { x: number; y: number } | null | undefined): string {
  const x = Math.round((focalPoint?.x ?? 0.5) * 100);
  const y = Math.round((focalPoint?.y ?? 0.5) * 100);
  return `${x}% ${y}%`;
}
