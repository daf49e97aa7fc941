import { type ImageWidth, imageUrl } from "@meridian/ui/image-url";

/**
 * Same-origin sources for the launcher's images. The content service answers with URLs on the
 * API host; the launcher serves `/images/*` itself (ADR 0001), in the widths a half of the screen
 * needs, at the sizes of @meridian/ui/image-url. The API never enlarges an image, so no width
 * exceeds the image's own: an image narrower than a listed width is asked for at the next one
 * up, and its descriptor gives its own width.
 */

export interface SizedImage {
  url: string;
  width: number;
}

/** A half of a phone, tablet or desktop screen at 1–2×. */
const WIDTHS = [480, 800, 1200, 1600] as const satisfies readonly ImageWidth[];

export function imagePath(url: string): string {
  return new URL(url, "http://localhost").pathname;
}

export function imageSrcSet(image: SizedImage): string {
  const path = imagePath(image.url);
  const widths = [...WIDTHS.filter((width) => width < image.width), image.width];
  return widths.map((width) => `${imageUrl(path, { width })} ${width}w`).join(", ");
}

/** For browsers that ignore srcset: a desktop half at 1×. */
export function imageSrc(image: SizedImage): string {
  return imageUrl(imagePath(image.url), { width: Math.min(800, image.width) });
}
