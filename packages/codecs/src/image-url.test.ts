// Guards the one list of image sizes: every URL the builder makes is one the API's check
// accepts, and the check refuses sizes off the list with a message naming what is allowed.
import { describe, expect, it } from "vitest";
import {
  IMAGE_CROPS,
  IMAGE_HEIGHTS,
  IMAGE_WIDTHS,
  imageSizeError,
  imageUrl,
  imageWidthAtLeast,
  nearestImageCrop,
} from "./image-url";

const path = "/images/3a21d290ed8764b0.webp";

function sizeOf(url: string): [number | undefined, number | undefined] {
  const params = new URL(url, "http://site.test").searchParams;
  const read = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  return [read("w"), read("h")];
}

describe("imageUrl", () => {
  it("leaves the image as generated when no size is asked for", () => {
    expect(imageUrl(path)).toBe(path);
  });

  it("scales to a listed width, crops to a listed crop, scales to a listed height", () => {
    expect(imageUrl(path, { width: 800 })).toBe(`${path}?w=800`);
    expect(imageUrl(path, { width: 1000, crop: 1 })).toBe(`${path}?w=1000&h=1000`);
    expect(imageUrl(path, { width: 1080, crop: 4 / 5 })).toBe(`${path}?w=1080&h=1350`);
    expect(imageUrl(path, { height: 240 })).toBe(`${path}?h=240`);
  });

  it("rounds a width off the list up, a crop to the nearest listed one, a height up", () => {
    expect(imageUrl(path, { width: 900 })).toBe(`${path}?w=1000`);
    expect(imageUrl(path, { width: 5000 })).toBe(`${path}?w=2400`);
    // A 1.85:1 video poster is cut at 16:9.
    expect(imageUrl(path, { width: 1600, crop: 1.85 })).toBe(`${path}?w=1600&h=900`);
    expect(imageUrl(path, { height: 100 })).toBe(`${path}?h=120`);
  });

  it("only ever makes sizes the API accepts", () => {
    const requests = [0, 1, 200, 333, 799, 801, 1500, 2399, 2401, 9999];
    const crops = [undefined, 0.5, 0.8, 1, 1.2, 1.5, 1.77, 2, 3];
    for (const width of requests) {
      for (const crop of crops) {
        const [w, h] = sizeOf(imageUrl(path, { width, crop }));
        expect(imageSizeError(w, h)).toBeNull();
      }
      const [w, h] = sizeOf(imageUrl(path, { height: width }));
      expect(imageSizeError(w, h)).toBeNull();
    }
  });
});

describe("imageSizeError", () => {
  it("accepts every listed width, alone and with each listed crop, and each listed height", () => {
    for (const width of IMAGE_WIDTHS) {
      expect(imageSizeError(width)).toBeNull();
      for (const [w, h] of IMAGE_CROPS) {
        expect(imageSizeError(width, Math.round((width * h) / w))).toBeNull();
      }
    }
    for (const height of IMAGE_HEIGHTS) expect(imageSizeError(undefined, height)).toBeNull();
    expect(imageSizeError()).toBeNull();
  });

  it("names the allowed widths for a width off the list", () => {
    expect(imageSizeError(400)).toBe(
      "w must be one of 320, 480, 640, 800, 1000, 1080, 1200, 1280, 1600, 1920, 2000, 2400, not 400",
    );
  });

  it("names the crops a width allows for a height that makes none of them", () => {
    expect(imageSizeError(800, 500)).toBe(
      "h with w=800 must make one of the crops 1:1 (h=800), 2:1 (h=400), 4:5 (h=1000), 16:9 (h=450), 4:3 (h=600), not 500",
    );
  });

  it("names the allowed heights for a height alone off the list", () => {
    expect(imageSizeError(undefined, 300)).toBe("h alone must be one of 120, 240, not 300");
  });
});

describe("imageWidthAtLeast and nearestImageCrop", () => {
  it("pick the listed width and crop a layout needs", () => {
    expect(imageWidthAtLeast(1000)).toBe(1000);
    expect(imageWidthAtLeast(1001)).toBe(1080);
    expect(nearestImageCrop(1920 / 1080)).toBeCloseTo(16 / 9);
    expect(nearestImageCrop(0.75)).toBe(0.8);
  });
});
