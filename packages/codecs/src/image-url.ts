/**
 * The one place URLs of the API's generated images are built, and the one list of the sizes the
 * API makes. The sites' srcsets (./image-sources) and the content service build their URLs here, and
 * the API's /images route refuses any other size, so the two can never drift apart.
 *
 *   /images/{id}.{format}            the image as generated
 *   /images/{id}.{format}?w=W        scaled to width W
 *   /images/{id}.{format}?w=W&h=H    cropped to W:H around the focal point, then scaled
 *   /images/{id}.{format}?h=H        scaled to height H
 *
 * A fixed set bounds the renditions anyone can make the API compute and keep: per image, at
 * most |widths| × (1 + |crops|) + |heights|. The API never enlarges: a width beyond what the
 * image holds gives the image's own pixels in the requested shape.
 */

/**
 * Widths, narrowest first: what the sites' layouts ask for — phones at 1–3×, tablets, desktops
 * and large screens at 2×. Every srcset offers all of them up to the image's own width.
 */
export const IMAGE_WIDTHS = [
  320, 480, 640, 800, 1000, 1080, 1200, 1280, 1600, 1920, 2000, 2400,
] as const;

export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * Crops as width:height: the square (spec 9), the foundry's 2:1 goods card, the studio's 4:5
 * goods, and video posters at 16:9 and 4:3.
 */
export const IMAGE_CROPS = [
  [1, 1],
  [2, 1],
  [4, 5],
  [16, 9],
  [4, 3],
] as const;

/** The crops as width ÷ height, the `aspect` the sites' layouts speak in. */
const CROP_ASPECTS = IMAGE_CROPS.map(([width, height]) => width / height);

/** Heights for scaling by height alone: the foundry footer's logo, 120 px (spec 9) at 1× and 2×. */
export const IMAGE_HEIGHTS = [120, 240] as const;

export type ImageHeight = (typeof IMAGE_HEIGHTS)[number];

/** The narrowest listed width of at least `pixels`; the widest listed when none is that wide. */
export function imageWidthAtLeast(pixels: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** The listed crop nearest `aspect` (width ÷ height), e.g. a video's own shape. */
export function nearestImageCrop(aspect: number): number {
  const distance = (crop: number) => Math.abs(Math.log(crop / aspect));
  return CROP_ASPECTS.reduce((nearest, crop) =>
    distance(crop) < distance(nearest) ? crop : nearest,
  );
}

/** The height of a `crop` at `width`: what `?h=` carries. */
export function cropHeight(width: number, crop: number): number {
  return Math.round(width / crop);
}

export type ImageSize =
  /** Scaled to a width, or cropped to `crop` (width ÷ height) at that width. */
  | { width: number; crop?: number | undefined }
  /** Scaled to a height. */
  | { height: number };

/**
 * The URL of an image (`path` as content gives it, `/images/{id}.webp`, or absolute) at a size
 * the API makes. A width off the list becomes the next listed one up, a crop the nearest listed
 * one, a height the next listed one up; no size at all is the image as generated.
 */
export function imageUrl(path: string, size?: ImageSize): string {
  if (!size) return path;
  const params = new URLSearchParams();
  if ("height" in size) {
    const height = IMAGE_HEIGHTS.find((listed) => listed >= size.height) ?? IMAGE_HEIGHTS[1];
    params.set("h", String(height));
  } else {
    const width = imageWidthAtLeast(size.width);
    params.set("w", String(width));
    if (size.crop !== undefined) {
      params.set("h", String(cropHeight(width, nearestImageCrop(size.crop))));
    }
  }
  return `${path}?${params}`;
}

/**
 * Why `?w=`/`?h=` (whole pixels, either may be absent) is not a size the API makes, as the
 * message of a 400; null when it is one.
 */
export function imageSizeError(width?: number, height?: number): string | null {
  if (width === undefined) {
    if (height === undefined || (IMAGE_HEIGHTS as readonly number[]).includes(height)) return null;
    return `h alone must be one of ${IMAGE_HEIGHTS.join(", ")}, not ${height}`;
  }
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) {
    return `w must be one of ${IMAGE_WIDTHS.join(", ")}, not ${width}`;
  }
  if (height === undefined) return null;
  const heights = CROP_ASPECTS.map((crop) => cropHeight(width, crop));
  if (heights.includes(height)) return null;
  const crops = IMAGE_CROPS.map(([w, h], index) => `${w}:${h} (h=${heights[index]})`);
  return `h with w=${width} must make one of the crops ${crops.join(", ")}, not ${height}`;
}
