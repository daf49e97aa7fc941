/**
 * Sources for a content image (spec 3 images; spec 9 focal-point crops). The API serves every
 * generated image at `/images/{id}.{format}?w=&h=` on the site's own origin (ADR 0001): one
 * dimension scales it, both crop it around its focal point, and it is never enlarged.
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

/** Rendition widths offered in a srcset, narrowest first. */
export const RENDITION_WIDTHS = [320, 480, 640, 800, 1000, 1200, 1600, 2000, 2400] as const;

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
 * The `src`, `srcset`, width and height of an image, uncropped or cropped to `aspect`.
 * Renditions never exceed the original (the API would not enlarge them anyway), so a crop's
 * widest rendition is bounded by the original's height as well as its width.
 */
export function imageSources(
  image: ImageSize,
  { aspect, maxWidth }: SourceOptions = {},
): ImageSources {
  const path = imagePath(image.url);
  const fitsWidth = aspect ? Math.min(image.width, Math.floor(image.height * aspect)) : image.width;
  const widest = Math.max(1, Math.min(fitsWidth, maxWidth ?? Number.POSITIVE_INFINITY));
  const heightOf = (width: number) =>
    Math.max(1, Math.round(aspect ? width / aspect : (width * image.height) / image.width));
  const urlOf = (width: number) =>
    aspect ? `${path}?w=${width}&h=${heightOf(width)}` : `${path}?w=${width}`;

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
