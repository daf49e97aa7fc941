import { describe, expect, it } from "vitest";
import { imagePath, imageSource } from "./image-source";

const landscape = {
  url: "http://localhost:4000/images/1ae7aeaec8740a41.webp",
  width: 2400,
  height: 1350,
};

describe("imageSource", () => {
  it("serves the API's image from this site's origin", () => {
    expect(imagePath(landscape.url)).toBe("/images/1ae7aeaec8740a41.webp");
  });

  it("offers widths up to the image's own, never enlarged", () => {
    const source = imageSource({ ...landscape, width: 1000, height: 500 });
    expect(source.srcSet).toBe(
      [320, 480, 640, 800, 1000]
        .map((w) => `/images/1ae7aeaec8740a41.webp?w=${w} ${w}w`)
        .join(", "),
    );
    expect(source).toMatchObject({
      src: "/images/1ae7aeaec8740a41.webp?w=1000",
      width: 1000,
      height: 500,
    });
  });

  it("crops to an aspect within both of the image's sides", () => {
    // 4:5 from a 2400 × 1350 landscape: at most 1080 × 1350.
    const source = imageSource(landscape, { aspect: 4 / 5 });
    expect(source.width).toBe(1080);
    expect(source.height).toBe(1350);
    expect(source.srcSet.split(", ").at(-1)).toBe(
      "/images/1ae7aeaec8740a41.webp?w=1080&h=1350 1080w",
    );
  });
});
