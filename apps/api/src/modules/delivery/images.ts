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

/** `/images/{id}.{format}`, or in a preview `/images/preview/{signature}/{id}.{format}`. */
const IMAGE_PATH = /^\/images\/(?:preview\/([A-Za-z0-9_-]{24})\/)?([a-f0-9]{8,64})\.(webp|png)$/;
/** A draft's image: only staff's preview links name it, and it may never be published. */
const PREVIEW_CACHE = "private, max-age=3600";

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
 * responses are immutable. A preview's image (`/images/preview/{signature}/…`) comes from the
 * drafts' store when the signature is the preview's for its path.
 */
export function createImageServer(deps: {
  /** The published content's store now. */
  currentStore: () => BuiltStore;
  /** The drafts' store when `signature` is the preview's for `path`, else null. */
  previewStore: (path: string, signature: string) => Promise<BuiltStore | null>;
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
      // The focal point too: a crop moves with it, and a draft may move it on the same file.
      [
        asset.id,
        String(width ?? ""),
        String(height ?? ""),
        `${asset.focalPoint.x},${asset.focalPoint.y}`,
      ],
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
      const [, signature, id, format] = IMAGE_PATH.exec(url.pathname) ?? [];
      const store = signature
        ? await deps.previewStore(`/images/${id}.${format}`, signature)
        : deps.currentStore();
      const asset = store && id ? imagesOf(store).get(id) : undefined;
      if (!store || !asset || asset.format !== format) {
        return jsonResponse(404, { error: "No such image" }, cors);
      }
      const params = parseResizeParams(url.searchParams);
      if (!params.ok) return jsonResponse(400, { error: params.error }, cors);
      const sizeError = imageSizeError(params.width, params.height);
      if (sizeError) return jsonResponse(400, { error: sizeError }, cors);
      try {
        const body = await render(storeFilesDir(store), asset, params.width, params.height);
        return new Response(body as Uint8Array<ArrayBuffer>, {
          headers: {
            "Content-Type": `image/${asset.format}`,
            "Cache-Control": signature ? PREVIEW_CACHE : IMMUTABLE,
            ...cors,
          },
        });
      } catch (error) {
        deps.logger.error({ err: error, image: asset.id }, "image could not be served");
        reportUnexpected(error);
        return jsonResponse(500, { error: "The image could not be made" }, cors);
      }
    },
  };
}
