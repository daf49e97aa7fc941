import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ImageAsset } from "@meridian/content/images";
import { parseResizeParams, resizeImage } from "@meridian/content/images/resize";
import type { BuiltStore } from "@meridian/content/store";
import type { Logger } from "../logger";
import { assetCorsHeaders, IMMUTABLE } from "./cors";
import { ByteLruCache } from "./lru-cache";

const IMAGE_PATH = /^\/images\/([a-f0-9]{8,64})\.(webp|png)$/;

/** Every generated image in the store, by id: only these are served. */
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
 * around its focal point (both), never enlarged. Ids are content hashes: responses are immutable.
 */
export function createImageServer(deps: {
  store: BuiltStore;
  buildDir: string;
  cacheDir: string;
  siteOrigins: readonly string[];
  logger: Logger;
}): ImageServer {
  const images = indexImages(deps.store);
  const memory = new ByteLruCache(64 * 1024 * 1024);

  async function render(asset: ImageAsset, width?: number, height?: number): Promise<Uint8Array> {
    const key = createHash("sha256")
      .update(`${asset.id}\0${width ?? ""}\0${height ?? ""}`)
      .digest("hex")
      .slice(0, 32);
    const cached = memory.get(key);
    if (cached) return cached;
    const file = join(deps.cacheDir, `${key}.${asset.format}`);
    try {
      const fromDisk = new Uint8Array(await readFile(file));
      memory.set(key, fromDisk);
      return fromDisk;
    } catch {
      // Not resized yet.
    }
    const original = await readFile(join(deps.buildDir, "images", `${asset.id}.${asset.format}`));
    const resized =
      width || height
        ? new Uint8Array(
            (
              await resizeImage(original, {
                width,
                height,
                focalPoint: asset.focalPoint,
                format: asset.format,
              })
            ).data,
          )
        : new Uint8Array(original);
    memory.set(key, resized);
    await mkdir(deps.cacheDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, resized);
    await rename(temporary, file);
    return resized;
  }

  return {
    async fetch(request) {
      const url = new URL(request.url);
      const cors = assetCorsHeaders(request, deps.siteOrigins);
      const match = IMAGE_PATH.exec(url.pathname);
      const asset = match ? images.get(match[1]!) : undefined;
      if (!asset || asset.format !== match?.[2]) {
        return Response.json({ error: "No such image" }, { status: 404, headers: cors });
      }
      const params = parseResizeParams(url.searchParams);
      if (!params.ok) return Response.json({ error: params.error }, { status: 400, headers: cors });
      try {
        const body = await render(asset, params.width, params.height);
        return new Response(body as Uint8Array<ArrayBuffer>, {
          headers: { "Content-Type": `image/${asset.format}`, "Cache-Control": IMMUTABLE, ...cors },
        });
      } catch (error) {
        deps.logger.error({ err: error, image: asset.id }, "image could not be served");
        return Response.json(
          { error: "The image could not be made" },
          { status: 500, headers: cors },
        );
      }
    },
  };
}
