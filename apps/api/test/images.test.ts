// Guards /images (DESIGN 7): generated images served immutable, resized or focal-point cropped
// on request, never enlarged; bad sizes get a clear 400, unknown images a 404.
import type { ImageAsset } from "@meridian/content/images";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let logo: ImageAsset;
beforeAll(async () => {
  api = await createTestApp();
  logo = (await testStore()).site.logos[0]!;
});
afterAll(() => api.close());

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
    const response = await api.request(`${logo.url}?w=400`);
    expect(await dimensions(response)).toEqual({
      width: 400,
      height: Math.round((logo.height * 400) / logo.width),
      format: logo.format,
    });
  });

  it("crops to both dimensions", async () => {
    const response = await api.request(`${logo.url}?w=200&h=200`);
    expect(await dimensions(response)).toMatchObject({ width: 200, height: 200 });
  });

  it("never enlarges", async () => {
    const response = await api.request(`${logo.url}?w=4000`);
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

  it("answers 404 for an image that is not in the store", async () => {
    expect((await api.request("/images/0123456789abcdef.webp")).status).toBe(404);
    expect((await api.request("/images/../store.json")).status).toBe(404);
  });
});
