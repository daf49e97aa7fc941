import { type ImageWidth, imageUrl, nearestImageCrop } from "@meridian/ui/image-url";

/**
 * Sources for a content image (spec 3 images; spec 9 focal-point crops). The API serves every
 * generated image at `/images/{id}.{format}?w=&h=` on the site's own origin (ADR 0001): one
 * dimension scales it, both crop it around its focal point, and it is never enlarged. It makes
 * only the sizes of @meridian/ui/image-url, whose `imageUrl` builds every URL here.
 */

export interface ImageSize {
  url: string;
  width: number;
  height: number;
}

export interface ImageSources {
  src: string;
  srcSet: string;
  /** The intrinsic size of what `src` shows, for the width and height attributes. */
  width: number;
  height: number;
}

/** Rendition widths offered in a srcset, narrowest first: listed widths of @meridian/ui/image-url. */
export const RENDITION_WIDTHS = [
  320, 480, 640, 800, 1000, 1200, 1600, 2000, 2400,
] as const satisfies readonly ImageWidth[];

/** The spec's square crop (section 9): at most 1000 × 1000. */
export const SQUARE_MAX = 1000;

/** The same-origin path of an image whose URL content gives absolute (`http://api/images/…`). */
export function imagePath(url: string): string {
  const { pathname } = new URL(url, "http://content.invalid");
  return pathname;
}

export interface SourceOptions {
  /** Width ÷ height to crop to around the focal point; the image's own shape when absent. */
  aspect?: number | undefined;
  /** The widest rendition to offer (e.g. 1000 for the square crop). */
  maxWidth?: number | undefined;
}

/**
 * The `src`, `srcset`, width and height of an image, uncropped or cropped to `aspect` (the
 * listed crop nearest it). Renditions never exceed the original (the API would not enlarge them
 * anyway), so a crop's widest rendition is bounded by the original's height as well as its
 * width. That widest one is asked for at the next listed width up, and its descriptor states
 * the width the API makes of it.
 */
export function imageSources(
  image: ImageSize,
  { aspect, maxWidth }: SourceOptions = {},
): ImageSources {
  const path = imagePath(image.url);
  const crop = aspect === undefined ? undefined : nearestImageCrop(aspect);
  const fitsWidth = crop ? Math.min(image.width, Math.floor(image.height * crop)) : image.width;
  const widest = Math.max(1, Math.min(fitsWidth, maxWidth ?? Number.POSITIVE_INFINITY));
  const heightOf = (width: number) =>
    Math.max(1, Math.round(crop ? width / crop : (width * image.height) / image.width));
  const urlOf = (width: number) => imageUrl(path, { width, crop });

  const widths: number[] = RENDITION_WIDTHS.filter((width) => width < widest);
  widths.push(widest);
  return {
    src: urlOf(widths.find((width) => width >= 1200) ?? widest),
    srcSet: widths.map((width) => `${urlOf(width)} ${width}w`).join(", "),
    width: widest,
    height: heightOf(widest),
  };
}

/** CSS `object-position` for a focal point given as fractions (0–1) of width and height. */
export function focalPosition(focalPoint: { x: number; y: number } | null | undefined): string {
  const x = Math.round((focalPoint?.x ?? 0.5) * 100);
  const y = Math.round((focalPoint?.y ?? 0.5) * 100);
  return `${x}% ${y}%`;
}
