import sharp from "sharp";
import { encodeImage, type ImageFormat } from "./encode-image";

/**
 * Resizing for the API's /images endpoint. Crops centre on the image's focal point, never on the
 * middle, and nothing is ever enlarged: a request larger than the original gets the original's
 * pixels at the requested proportions.
 */

/** As fractions of width and height, like `ImageAsset.focalPoint`. */
export interface FocalPoint {
  x: number;
  y: number;
}

export interface ResizeOptions {
  width?: number;
  height?: number;
  focalPoint?: FocalPoint;
  /** Defaults to the input's own format (PNG or WebP; anything else becomes WebP). */
  format?: ImageFormat;
}

export interface ResizedImage {
  data: Buffer;
  width: number;
  height: number;
  format: ImageFormat;
}

/** The region to take from the original and the size to scale it to. */
export interface ResizePlan {
  crop: { left: number; top: number; width: number; height: number } | null;
  width: number;
  height: number;
}

/** The spec's square crop (section 9): 1000×1000, focal-point based. */
export const SQUARE_SIZE = 1000;

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/**
 * Works out a resize without touching pixels. One dimension scales proportionally; both crop to
 * their proportions (cover) with the crop window centred on the focal point as far as the
 * image's edges allow. Sizes are capped at what the original can give.
 */
export function planResize(
  original: { width: number; height: number },
  request: { width?: number; height?: number },
  focalPoint: FocalPoint = CENTRE,
): ResizePlan {
  const { width: originalWidth, height: originalHeight } = original;
  const { width, height } = request;
  if (width === undefined && height === undefined) {
    return { crop: null, width: originalWidth, height: originalHeight };
  }
  if (width === undefined || height === undefined) {
    const scale =
      width !== undefined
        ? Math.min(1, width / originalWidth)
        : Math.min(1, height! / originalHeight);
    return {
      crop: null,
      width: Math.max(1, Math.round(originalWidth * scale)),
      height: Math.max(1, Math.round(originalHeight * scale)),
    };
  }

  // The largest window of the requested proportions that the original holds.
  const aspect = width / height;
  const cropWidth = Math.min(originalWidth, Math.round(originalHeight * aspect));
  const cropHeight = Math.min(originalHeight, Math.round(cropWidth / aspect));
  const place = (focus: number, span: number, total: number) =>
    Math.min(Math.max(Math.round(focus * total - span / 2), 0), total - span);
  const scale = Math.min(1, cropWidth / width, cropHeight / height);
  return {
    crop: {
      left: place(focalPoint.x, cropWidth, originalWidth),
      top: place(focalPoint.y, cropHeight, originalHeight),
      width: cropWidth,
      height: cropHeight,
    },
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export async function resizeImage(input: Buffer, options: ResizeOptions): Promise<ResizedImage> {
  const metadata = await sharp(input).metadata();
  const inputFormat =
    metadata.format === "png" || metadata.format === "webp" ? metadata.format : null;
  const format = options.format ?? inputFormat ?? "webp";
  const plan = planResize(
    { width: metadata.width, height: metadata.height },
    { width: options.width, height: options.height },
    options.focalPoint,
  );

  const unchanged =
    plan.crop === null && plan.width === metadata.width && plan.height === metadata.height;
  // Re-encoding an image that needs no change would only cost time (and, for lossy inputs, quality).
  if (unchanged && format === inputFormat) {
    return { data: input, width: plan.width, height: plan.height, format };
  }

  let pipeline = sharp(input);
  if (plan.crop) pipeline = pipeline.extract(plan.crop);
  // "fill" because the plan already fixed the proportions; it only absorbs a pixel of rounding.
  pipeline = pipeline.resize(plan.width, plan.height, { fit: "fill" });
  return {
    data: await encodeImage(pipeline, format),
    width: plan.width,
    height: plan.height,
    format,
  };
}

/**
 * The spec's 1000×1000 square around the focal point. An image shorter than 1000 px on a side
 * is not enlarged: it gives the largest square it holds (600×600 from an 800×600 image).
 */
export function squareCrop(
  input: Buffer,
  focalPoint: FocalPoint,
  format?: ImageFormat,
): Promise<ResizedImage> {
  return resizeImage(input, { width: SQUARE_SIZE, height: SQUARE_SIZE, focalPoint, format });
}

export const RESIZE_LIMITS = { min: 16, max: 4000 } as const;

export type ParsedResizeParams =
  | { ok: true; width?: number; height?: number }
  | { ok: false; error: string };

/**
 * Reads `w` and `h` from an /images request. Each is optional but, when given, must be a whole
 * number of pixels from 16 to 4000; the error names the parameter and what was sent.
 */
export function parseResizeParams(searchParams: URLSearchParams): ParsedResizeParams {
  const result: { ok: true; width?: number; height?: number } = { ok: true };
  for (const [name, key] of [
    ["w", "width"],
    ["h", "height"],
  ] as const) {
    const values = searchParams.getAll(name);
    if (values.length === 0) continue;
    if (values.length > 1)
      return { ok: false, error: `${name} was given ${values.length} times; give it once` };
    const value = values[0]!;
    if (!/^\d+$/.test(value)) {
      return { ok: false, error: `${name} must be a whole number of pixels, not "${value}"` };
    }
    const pixels = Number(value);
    if (pixels < RESIZE_LIMITS.min || pixels > RESIZE_LIMITS.max) {
      return {
        ok: false,
        error: `${name} must be from ${RESIZE_LIMITS.min} to ${RESIZE_LIMITS.max} pixels, not ${value}`,
      };
    }
    result[key] = pixels;
  }
  return result;
}
