// Guards /images (DESIGN 7): generated images served immutable, resized or focal-point cropped
// on request, never enlarged; only at the sizes of @meridian/codecs/image-url — any other size is a
// clear 400 and writes nothing — and the disk cache stays within IMAGE_CACHE_MAX_MB, least
// recently used out first; unknown images get a 404.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_WIDTHS } from "@meridian/codecs/image-url";
import type { ImageAsset } from "@meridian/content/images";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN } from "../src/env";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let logo: ImageAsset;
// A DATA_DIR of this file's own, so what lands in its image cache is this file's doing.
const dataDir = mkdtempSync(join(tmpdir(), "meridian-images-"));
const imageCache = join(dataDir, "image-cache");
beforeAll(async () => {
  api = await createTestApp({ DATA_DIR: dataDir });
  logo = (await testStore()).site.logos[0]!;
});
afterAll(async () => {
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every generated image of the store, once each. */
function storeImages(value: unknown, found = new Map<string, ImageAsset>()): Iterable<ImageAsset> {
  if (Array.isArray(value)) {
    for (const item of value) storeImages(item, found);
  } else if (typeof value === "object" && value !== null) {
    if ("blurDataUrl" in value && "id" in value) found.set(String(value.id), value as ImageAsset);
    else for (const item of Object.values(value)) storeImages(item, found);
  }
  return found.values();
}

const cachedFiles = () => (existsSync(imageCache) ? readdirSync(imageCache).sort() : []);

async function dimensions(response: Response) {
  const { width, height, format } = await sharp(
    Buffer.from(await response.arrayBuffer()),
  ).metadata();
  return { width, height, format };
}

describe("/images", () => {
  it("serves a generated image at its own size, immutable", async () => {
    const response = await api.request(logo.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(`image/${logo.format}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await dimensions(response)).toEqual({
      width: logo.width,
      height: logo.height,
      format: logo.format,
    });
  });

  it("resizes to a width, keeping the proportions", async () => {
    const response = await api.request(`${logo.url}?w=480`);
    expect(await dimensions(response)).toEqual({
      width: 480,
      height: Math.round((logo.height * 480) / logo.width),
      format: logo.format,
    });
  });

  it("crops to both dimensions", async () => {
    const response = await api.request(`${logo.url}?w=320&h=320`);
    expect(await dimensions(response)).toMatchObject({ width: 320, height: 320 });
  });

  it("resizes to a height alone (the footer's logo)", async () => {
    const response = await api.request(`${logo.url}?h=120`);
    expect(await dimensions(response)).toMatchObject({
      width: Math.round((logo.width * 120) / logo.height),
      height: 120,
    });
  });

  it("never enlarges", async () => {
    expect(logo.width).toBeLessThan(2400);
    const response = await api.request(`${logo.url}?w=2400`);
    expect((await dimensions(response)).width).toBe(logo.width);
  });

  it.each([
    ["w=abc", 'w must be a whole number of pixels, not "abc"'],
    ["w=0", "w must be from 16 to 4000 pixels, not 0"],
    ["h=99999", "h must be from 16 to 4000 pixels, not 99999"],
  ])("refuses %s with a clear 400", async (query, message) => {
    const response = await api.request(`${logo.url}?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it.each([
    [
      "w=400",
      "w must be one of 320, 480, 640, 800, 1000, 1080, 1200, 1280, 1600, 1920, 2000, 2400, not 400",
    ],
    [
      "w=800&h=500",
      "h with w=800 must make one of the crops 1:1 (h=800), 2:1 (h=400), 4:5 (h=1000), 16:9 (h=450), 4:3 (h=600), not 500",
    ],
    ["h=300", "h alone must be one of 120, 240, not 300"],
  ])(
    "refuses %s, a size off the fixed list, with a clear 400 and writes nothing",
    async (query, message) => {
      const before = cachedFiles();
      const response = await api.request(`${logo.url}?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
      expect(cachedFiles()).toEqual(before);
    },
  );

  it("answers 404 for an image that is not in the store", async () => {
    expect((await api.request("/images/0123456789abcdef.webp")).status).toBe(404);
    expect((await api.request("/images/../store.json")).status).toBe(404);
  });
});

describe("the content service's responsive images", () => {
  it("name only sizes /images makes, whatever size a query asks for", async () => {
    const response = await api.request("/content/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${LOCAL_CONTENT_TOKEN}`,
      },
      body: JSON.stringify({
        query: /* GraphQL */ `{ siteSetup { logos {
          plain: responsiveImage { src srcSet }
          odd: responsiveImage(imgixParams: { w: 333 }) { src srcSet }
          square: responsiveImage(imgixParams: { w: 1000, h: 1000 }) { src srcSet }
          film: responsiveImage(imgixParams: { w: 700, h: 390 }) { src srcSet }
          footer: responsiveImage(imgixParams: { h: 120 }) { src srcSet }
        } } }`,
      }),
    });
    const { data } = (await response.json()) as {
      data: { siteSetup: { logos: Record<string, { src: string; srcSet: string }>[] } };
    };
    const urls = Object.values(data.siteSetup.logos[0]!).flatMap(({ src, srcSet }) => [
      src,
      ...srcSet.split(", ").map((candidate) => candidate.split(" ")[0]!),
    ]);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of new Set(urls)) {
      const { pathname, search } = new URL(url);
      const image = await api.request(`${pathname}${search}`);
      expect(image.status, url).toBe(200);
    }
  });
});

describe("the image cache", () => {
  it("stays within IMAGE_CACHE_MAX_MB, removing the least recently used renditions", async () => {
    const ownDir = mkdtempSync(join(tmpdir(), "meridian-images-bound-"));
    const bounded = await createTestApp({ DATA_DIR: ownDir, IMAGE_CACHE_MAX_MB: "1" });
    const cache = join(ownDir, "image-cache");
    const folderBytes = () =>
      readdirSync(cache).reduce((sum, name) => sum + statSync(join(cache, name)).size, 0);
    try {
      // The widest rendition of each image that is that wide (its own bytes, quick to make),
      // until well past a mebibyte in all.
      const widest = IMAGE_WIDTHS.at(-1)!;
      const images = [...storeImages(await testStore())].filter(({ width }) => width === widest);
      let served = 0;
      let firstFiles: string[] = [];
      for (const image of images) {
        const response = await bounded.request(`${image.url}?w=${widest}`);
        expect(response.status).toBe(200);
        served += (await response.arrayBuffer()).byteLength;
        if (firstFiles.length === 0) firstFiles = readdirSync(cache);
        if (served > 1.5 * 1024 * 1024) break;
      }
      expect(served).toBeGreaterThan(1.5 * 1024 * 1024);
      expect(folderBytes()).toBeLessThanOrEqual(1024 * 1024);
      // The first rendition made is the least recently used: it is gone.
      expect(readdirSync(cache)).not.toContain(firstFiles[0]);
    } finally {
      await bounded.close();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
