// Guards the sources every site's images load from: same-origin /images URLs, only at sizes the
// API's /images route makes (IMAGE_WIDTHS and the listed crops), never wider than the image.
import { describe, expect, it } from "vitest";
import { focalPosition, imagePath, imageSources } from "./image-sources";
import { IMAGE_WIDTHS, imageSizeError } from "./image-url";

const wide = {
  url: "http://localhost:4000/images/3a21d290ed8764b0.webp",
  width: 2400,
  height: 1350,
};
const sizes = "100vw";

/** Each srcset candidate as its URL's `w` and `h` and its descriptor's width. */
function candidates(srcSet: string) {
  return srcSet.split(", ").map((candidate) => {
    const [url = "", descriptor = ""] = candidate.split(" ");
    const params = new URL(url, "http://site.test").searchParams;
    const h = params.get("h");
    return {
      w: Number(params.get("w")),
      h: h === null ? undefined : Number(h),
      described: Number.parseInt(descriptor, 10),
    };
  });
}

describe("imagePath", () => {
  it("keeps only the same-origin path of an absolute content URL", () => {
    expect(imagePath(wide.url)).toBe("/images/3a21d290ed8764b0.webp");
    expect(imagePath("/images/ab12cd34.png")).toBe("/images/ab12cd34.png");
  });
});

describe("imageSources", () => {
  it("offers every listed width up to the original, scaled by width only", () => {
    const sources = imageSources(wide, { sizes: "(min-width: 768px) 50vw, 100vw" });
    expect(sources).toMatchObject({
      src: "/images/3a21d290ed8764b0.webp?w=1200",
      sizes: "(min-width: 768px) 50vw, 100vw",
      width: 2400,
      height: 1350,
    });
    expect(sources.srcSet).toBe(
      IMAGE_WIDTHS.map((w) => `/images/3a21d290ed8764b0.webp?w=${w} ${w}w`).join(", "),
    );
  });

  it("names only sizes the API makes, for any image, crop and cap", () => {
    const shapes = [
      [200, 100],
      [700, 1600],
      [1517, 911],
      [2400, 1350],
      [4000, 3000],
      [1600, 600],
    ];
    for (const [width = 0, height = 0] of shapes) {
      for (const aspect of [undefined, 1, 2, 4 / 5, 16 / 9, 4 / 3, 1.7]) {
        for (const maxWidth of [undefined, 1000]) {
          const image = { url: `/images/abcdef12.webp`, width, height };
          const sources = imageSources(image, { sizes, aspect, maxWidth });
          const { searchParams } = new URL(sources.src, "http://site.test");
          const src = [Number(searchParams.get("w")), searchParams.get("h")] as const;
          expect(imageSizeError(src[0], src[1] === null ? undefined : Number(src[1]))).toBeNull();
          for (const { w, h, described } of candidates(sources.srcSet)) {
            expect(IMAGE_WIDTHS).toContain(w);
            expect(imageSizeError(w, h)).toBeNull();
            expect(described).toBeLessThanOrEqual(Math.min(w, width, sources.width));
          }
        }
      }
    }
  });

  it("crops a square of at most 1000 × 1000 around the focal point", () => {
    const sources = imageSources(wide, { sizes, aspect: 1, maxWidth: 1000 });
    expect(sources).toMatchObject({ width: 1000, height: 1000 });
    expect(sources.src).toBe("/images/3a21d290ed8764b0.webp?w=1000&h=1000");
    expect(sources.srcSet).toContain("/images/3a21d290ed8764b0.webp?w=480&h=480 480w");
    expect(sources.srcSet.split(", ").at(-1)).toBe(
      "/images/3a21d290ed8764b0.webp?w=1000&h=1000 1000w",
    );
  });

  it("crops to an aspect within both of the image's sides", () => {
    // 4:5 from a 2400 × 1350 landscape: at most 1080 × 1350.
    const sources = imageSources(wide, { sizes, aspect: 4 / 5 });
    expect(sources).toMatchObject({ width: 1080, height: 1350 });
    expect(sources.srcSet.split(", ").at(-1)).toBe(
      "/images/3a21d290ed8764b0.webp?w=1080&h=1350 1080w",
    );
  });

  it("never asks for a crop taller than the original: its widest is a listed size, described as made", () => {
    const short = { url: "/images/abcdef12.webp", width: 1600, height: 600 };
    const sources = imageSources(short, { sizes, aspect: 1 });
    expect(sources).toMatchObject({ width: 600, height: 600 });
    // The API makes 640 × 640 at most 600 × 600 from a 600 px tall original.
    expect(sources.srcSet.split(", ").at(-1)).toBe("/images/abcdef12.webp?w=640&h=640 600w");
  });

  it("crops to the listed crop nearest the aspect asked for", () => {
    const sources = imageSources(wide, { sizes, aspect: 1920 / 1080 });
    expect(sources).toMatchObject({ width: 2400, height: 1350 });
    expect(sources.srcSet).toContain("/images/3a21d290ed8764b0.webp?w=800&h=450 800w");
  });

  it("asks for an image narrower than a listed width at the next one up, described as its own", () => {
    const poster = { url: "/images/8981100614082b3d.webp", width: 700, height: 1000 };
    const sources = imageSources(poster, { sizes });
    expect(sources.srcSet).toBe(
      "/images/8981100614082b3d.webp?w=320 320w, /images/8981100614082b3d.webp?w=480 480w, " +
        "/images/8981100614082b3d.webp?w=640 640w, /images/8981100614082b3d.webp?w=800 700w",
    );
    expect(sources).toMatchObject({
      src: "/images/8981100614082b3d.webp?w=800",
      width: 700,
      height: 1000,
    });
  });

  it("offers the original alone when it is narrower than every rendition", () => {
    const tiny = { url: "/images/abcdef12.webp", width: 200, height: 100 };
    expect(imageSources(tiny, { sizes })).toEqual({
      src: "/images/abcdef12.webp?w=320",
      srcSet: "/images/abcdef12.webp?w=320 200w",
      sizes,
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
