import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { imageSizeError } from "@meridian/codecs/image-url";
import type { ImageAsset } from "@meridian/content/images";
import { parseResizeParams, resizeImage } from "@meridian/content/images/resize";
import type { BuiltStore } from "@meridian/content/store";
import { storeFilesDir } from "../../platform/content/store-files";
import { jsonResponse } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { reportUnexpected } from "../../platform/signals/error-reports";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import { DerivedFiles } from "./derived-files";

const IMAGE_PATH = /^\/images\/([a-f0-9]{8,64})\.(webp|png)$/;

const imagesOfStore = new WeakMap<BuiltStore, Map<string, ImageAsset>>();

/** Every generated image in a store, by id, indexed once per store: only these are served. */
function imagesOf(store: BuiltStore): Map<string, ImageAsset> {
  let images = imagesOfStore.get(store);
  if (!images) {
    images = indexImages(store);
    imagesOfStore.set(store, images);
  }
  return images;
}

function indexImages(
  value: unknown,
  found = new Map<string, ImageAsset>(),
): Map<string, ImageAsset> {
  if (Array.isArray(value)) {
    for (const item of value) indexImages(item, found);
  } else if (typeof value === "object" && value !== null) {
    if ("blurDataUrl" in value && "url" in value && "id" in value) {
      const asset = value as ImageAsset;
      found.set(asset.id, asset);
    } else {
      for (const item of Object.values(value)) indexImages(item, found);
    }
  }
  return found;
}

export interface ImageServer {
  fetch(request: Request): Promise<Response>;
}

/**
 * GET /images/{id}.{format}?w=&h=: a generated image, resized (one dimension) or cropped
 * around its focal point (both), never enlarged, at one of the sizes of @meridian/codecs/image-url
 * only — so what can be made and kept is bounded by the catalogue. Ids are content hashes:
 * responses are immutable.
 */
export function createImageServer(deps: {
  /** The published content's store now. */
  currentStore: () => BuiltStore;
  cacheDir: string;
  /** The disk cache's bound (DerivedFiles). */
  maxCacheBytes: number;
  siteOrigins: readonly string[];
  logger: Logger;
  /** Told of each look-up in the cache of resized images (metrics). */
  onCacheLookup?: (hit: boolean) => void;
}): ImageServer {
  const resized = new DerivedFiles({
    cacheDir: deps.cacheDir,
    maxDiskBytes: deps.maxCacheBytes,
    logger: deps.logger,
    ...(deps.onCacheLookup ? { onLookup: deps.onCacheLookup } : {}),
  });

  function render(
    filesDir: string,
    asset: ImageAsset,
    width?: number,
    height?: number,
  ): Promise<Uint8Array> {
    return resized.get(
      [asset.id, String(width ?? ""), String(height ?? "")],
      asset.format,
      async () => {
        const original = await readFile(join(filesDir, "images", `${asset.id}.${asset.format}`));
        if (!width && !height) return new Uint8Array(original);
        const image = await resizeImage(original, {
          width,
          height,
          focalPoint: asset.focalPoint,
          format: asset.format,
        });
        return new Uint8Array(image.data);
      },
    );
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      const match = IMAGE_PATH.exec(url.pathname);
      const store = deps.currentStore();
      const asset = match ? imagesOf(store).get(match[1]!) : undefined;
      if (!asset || asset.format !== match?.[2]) {
        return jsonResponse(404, { error: "No such image" }, cors);
      }
      const params = parseResizeParams(url.searchParams);
      if (!params.ok) return jsonResponse(400, { error: params.error }, cors);
      const sizeError = imageSizeError(params.width, params.height);
      if (sizeError) return jsonResponse(400, { error: sizeError }, cors);
      try {
        const body = await render(storeFilesDir(store), asset, params.width, params.height);
        return new Response(body as Uint8Array<ArrayBuffer>, {
          headers: { "Content-Type": `image/${asset.format}`, "Cache-Control": IMMUTABLE, ...cors },
        });
      } catch (error) {
        deps.logger.error({ err: error, image: asset.id }, "image could not be served");
        reportUnexpected(error);
        return jsonResponse(500, { error: "The image could not be made" }, cors);
      }
    },
  };
}
