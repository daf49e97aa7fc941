import { describe, expect, it } from "vitest";
import { focalPosition, imagePath, imageSources } from "./image-sources";

const wide = {
  url: "http://localhost:4000/images/3a21d290ed8764b0.webp",
  width: 2400,
  height: 1350,
};

describe("imagePath", () => {
  it("keeps only the same-origin path of an absolute content URL", () => {
    expect(imagePath(wide.url)).toBe("/images/3a21d290ed8764b0.webp");
    expect(imagePath("/images/ab12cd34.png")).toBe("/images/ab12cd34.png");
  });
});

describe("imageSources", () => {
  it("offers widths up to the original, scaled by width only", () => {
    const sources = imageSources(wide);
    expect(sources.width).toBe(2400);
    expect(sources.height).toBe(1350);
    expect(sources.src).toBe("/images/3a21d290ed8764b0.webp?w=1200");
    expect(sources.srcSet.split(", ")).toEqual([
      "/images/3a21d290ed8764b0.webp?w=320 320w",
      "/images/3a21d290ed8764b0.webp?w=480 480w",
      "/images/3a21d290ed8764b0.webp?w=640 640w",
      "/images/3a21d290ed8764b0.webp?w=800 800w",
      "/images/3a21d290ed8764b0.webp?w=1000 1000w",
      "/images/3a21d290ed8764b0.webp?w=1200 1200w",
      "/images/3a21d290ed8764b0.webp?w=1600 1600w",
      "/images/3a21d290ed8764b0.webp?w=2000 2000w",
      "/images/3a21d290ed8764b0.webp?w=2400 2400w",
    ]);
  });

  it("crops a square of at most 1000 × 1000 around the focal point (spec 9)", () => {
    const sources = imageSources(wide, { aspect: 1, maxWidth: 1000 });
    expect(sources).toMatchObject({ width: 1000, height: 1000 });
    expect(sources.src).toBe("/images/3a21d290ed8764b0.webp?w=1000&h=1000");
    expect(sources.srcSet).toContain("/images/3a21d290ed8764b0.webp?w=480&h=480 480w");
  });

  it("never asks for a crop taller than the original: its widest is a listed size, described as made", () => {
    const short = { url: "/images/abcdef12.webp", width: 1600, height: 600 };
    const sources = imageSources(short, { aspect: 1 });
    expect(sources).toMatchObject({ width: 600, height: 600 });
    // The API makes 640 × 640 at most 600 × 600 from a 600 px tall original.
    expect(sources.srcSet.split(", ").at(-1)).toBe("/images/abcdef12.webp?w=640&h=640 600w");
  });

  it("crops to the listed crop nearest the aspect asked for", () => {
    const sources = imageSources(wide, { aspect: 1920 / 1080 });
    expect(sources).toMatchObject({ width: 2400, height: 1350 });
    expect(sources.srcSet).toContain("/images/3a21d290ed8764b0.webp?w=800&h=450 800w");
  });

  it("offers the original alone when it is narrower than every rendition", () => {
    const tiny = { url: "/images/abcdef12.webp", width: 200, height: 100 };
    expect(imageSources(tiny)).toEqual({
      src: "/images/abcdef12.webp?w=320",
      srcSet: "/images/abcdef12.webp?w=320 200w",
      width: 200,
      height: 100,
    });
  });
});

describe("focalPosition", () => {
  it("turns fractions into percentages, centred when unknown", () => {
    expect(focalPosition({ x: 0.25, y: 0.8 })).toBe("25% 80%");
    expect(focalPosition(null)).toBe("50% 50%");
  });
});
