import { type ImageWidth, imageUrl, nearestImageCrop } from "@meridian/ui/image-url";

/**
 * Same-origin sources for content images. The content service answers with URLs on the API host;
 * the site serves `/images/*` itself (ADR 0001), so pages load them from their own origin, in the
 * widths a layout needs. The API resizes (one dimension) or crops around the focal point (both),
 * only to the sizes of @meridian/ui/image-url, and never enlarges, so no width here exceeds what
 * the image can give: the widest is asked for at the next listed width up, and its descriptor
 * gives what the API makes of it.
 */

/** The fields of ImageFields this module reads. */
export interface SizedImage {
  url: string;
  width: number;
  height: number;
}

export interface ImageSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** Widths offered in srcset: phones at 1–3×, tablets, desktops and large screens at 2×. */
const WIDTHS = [
  320, 480, 640, 800, 1080, 1280, 1600, 1920, 2400,
] as const satisfies readonly ImageWidth[];

/** The path of an API image URL (`/images/{id}.webp`), served by this site's proxy. */
export function imagePath(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

export interface ImageSourceOptions {
  /**
   * Crop to this width ÷ height around the focal point (the listed crop nearest it), instead of
   * the image's own shape.
   */
  aspect?: number | undefined;
  /** The width `src` is made at, for browsers that ignore srcset. */
  fallbackWidth?: number | undefined;
}

export function imageSource(image: SizedImage, options: ImageSourceOptions = {}): ImageSource {
  const path = imagePath(image.url);
  const crop = options.aspect === undefined ? undefined : nearestImageCrop(options.aspect);
  const aspect = crop ?? image.width / image.height;
  // The widest crop the image can give without enlarging either side.
  const maxWidth = Math.min(image.width, Math.floor(image.height * aspect));
  const heightAt = (width: number) => Math.round(width / aspect);
  const widths = [...WIDTHS.filter((width) => width < maxWidth), maxWidth];
  const url = (width: number) => imageUrl(path, { width, crop });
  const fallback = Math.min(options.fallbackWidth ?? 1280, maxWidth);
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: maxWidth,
    height: heightAt(maxWidth),
  };
}
