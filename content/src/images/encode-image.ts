import type { Sharp } from "sharp";
import type { ImageAsset } from "./types";

export type ImageFormat = ImageAsset["format"];

/** The format generated images are stored in (see encodeImage for why). */
export const IMAGE_FORMAT: ImageFormat = "webp";

/**
 * Encodes without loss of the type's edges. The images are two colours and their anti-aliased
 * blends; lossless WebP stores them smaller than palette PNG here (measured on the layouts) and
 * every browser the sites support decodes it. PNG is kept for callers that ask for it.
 */
export function encodeImage(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  if (format === "webp") return pipeline.webp({ lossless: true, effort: 6 }).toBuffer();
  return pipeline.png({ palette: true, effort: 10, compressionLevel: 9 }).toBuffer();
}
