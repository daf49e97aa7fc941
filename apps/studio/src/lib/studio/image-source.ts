/**
 * Same-origin sources for content images. The content service answers with URLs on the API host;
 * the site serves `/images/*` itself (ADR 0001), so pages load them from their own origin, in the
 * widths a layout needs. The API resizes (one dimension) or crops around the focal point (both),
 * and never enlarges, so no width here exceeds what the image can give.
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
const WIDTHS = [320, 480, 640, 800, 1080, 1280, 1600, 1920, 2400] as const;

/** The path of an API image URL (`/images/{id}.webp`), served by this site's proxy. */
export function imagePath(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

function withSize(path: string, width: number, height?: number): string {
  const params = new URLSearchParams({ w: String(width) });
  if (height) params.set("h", String(height));
  return `${path}?${params}`;
}

export interface ImageSourceOptions {
  /** Crop to this width ÷ height around the focal point, instead of the image's own shape. */
  aspect?: number | undefined;
  /** The width `src` is made at, for browsers that ignore srcset. */
  fallbackWidth?: number | undefined;
}

export function imageSource(image: SizedImage, options: ImageSourceOptions = {}): ImageSource {
  const path = imagePath(image.url);
  const aspect = options.aspect ?? image.width / image.height;
  // The widest crop the image can give without enlarging either side.
  const maxWidth = Math.min(image.width, Math.floor(image.height * aspect));
  const cropped = options.aspect !== undefined;
  const heightAt = (width: number) => Math.round(width / aspect);
  const widths = [...WIDTHS.filter((width) => width < maxWidth), maxWidth];
  const url = (width: number) => withSize(path, width, cropped ? heightAt(width) : undefined);
  const fallback = Math.min(options.fallbackWidth ?? 1280, maxWidth);
  return {
    src: url(fallback),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: maxWidth,
    height: heightAt(maxWidth),
  };
}
