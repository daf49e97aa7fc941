import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseResizeParams, planResize, resizeImage, squareCrop } from "./resize-image";

const RED = { r: 220, g: 30, b: 30 };
const GREY = { r: 200, g: 200, b: 200 };

/** A grey image of the given size with its top-left quadrant red. */
async function quadrantImage(width: number, height: number): Promise<Buffer> {
  const quadrant = await sharp({
    create: {
      width: Math.floor(width / 2),
      height: Math.floor(height / 2),
      channels: 3,
      background: RED,
    },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: GREY } })
    .composite([{ input: quadrant, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

/** Share of red pixels in the rows [fromRow, toRow) of an image. */
async function redShare(
  image: Buffer,
  fromRow = 0,
  toRow = Number.POSITIVE_INFINITY,
): Promise<number> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let total = 0;
  for (let y = fromRow; y < Math.min(toRow, info.height); y++) {
    for (let x = 0; x < info.width; x++) {
      const offset = (y * info.width + x) * 3;
      total++;
      if (data[offset]! > 180 && data[offset + 1]! < 80) red++;
    }
  }
  return red / total;
}

async function size(image: Buffer): Promise<[number, number]> {
  const { width, height } = await sharp(image).metadata();
  return [width, height];
}

describe("resizeImage", () => {
  it("crops around the focal point, not the centre", async () => {
    // 1200×800 with red at x < 600, y < 400. A cover crop always spans the image's full width or
    // height, so no crop can be all red; a 3:4 one takes the full height and 600 px of width.
    // Centred on a focal point in the red quadrant it is exactly the left half: its top half is
    // all red and its bottom half has none. A centre crop would be half grey at the top.
    const image = await quadrantImage(1200, 800);
    const focal = await resizeImage(image, {
      width: 300,
      height: 400,
      focalPoint: { x: 0.2, y: 0.2 },
    });
    expect([focal.width, focal.height]).toEqual([300, 400]);
    expect(await redShare(focal.data, 0, 195)).toBeGreaterThan(0.98);
    expect(await redShare(focal.data, 205)).toBe(0);

    const centred = await resizeImage(image, { width: 300, height: 400 });
    expect(await redShare(centred.data, 0, 195)).toBeLessThan(0.6);
  });

  it("scales in proportion when given one dimension and never enlarges", async () => {
    const image = await quadrantImage(1200, 800);
    const narrower = await resizeImage(image, { width: 600 });
    expect([narrower.width, narrower.height]).toEqual([600, 400]);
    expect(await size(narrower.data)).toEqual([600, 400]);
    const shorter = await resizeImage(image, { height: 200 });
    expect([shorter.width, shorter.height]).toEqual([300, 200]);
    const larger = await resizeImage(image, { width: 3000 });
    expect([larger.width, larger.height]).toEqual([1200, 800]);
  });

  it("converts format on request and returns the input untouched when nothing changes", async () => {
    const image = await quadrantImage(200, 100);
    const same = await resizeImage(image, {});
    expect(same.data).toBe(image);
    const webp = await resizeImage(image, { format: "webp" });
    expect((await sharp(webp.data).metadata()).format).toBe("webp");
  });
});

describe("planResize", () => {
  it("keeps the crop window inside the image when the focal point is at an edge", () => {
    const plan = planResize(
      { width: 2400, height: 1350 },
      { width: 500, height: 500 },
      { x: 1, y: 1 },
    );
    expect(plan.crop).toEqual({ left: 1050, top: 0, width: 1350, height: 1350 });
  });

  it("takes the largest window of the requested shape and shrinks the output to it", () => {
    const plan = planResize({ width: 800, height: 600 }, { width: 2000, height: 1000 });
    expect(plan.crop).toEqual({ left: 0, top: 100, width: 800, height: 400 });
    expect([plan.width, plan.height]).toEqual([800, 400]);
  });
});

describe("squareCrop", () => {
  it("gives 1000×1000 from a large image", async () => {
    const image = await quadrantImage(2400, 1350);
    const square = await squareCrop(image, { x: 0.3, y: 0.5 });
    expect([square.width, square.height]).toEqual([1000, 1000]);
    expect(await size(square.data)).toEqual([1000, 1000]);
  });

  it("does not enlarge a small image: it gives the largest square the image holds", async () => {
    const image = await quadrantImage(800, 600);
    const square = await squareCrop(image, { x: 0.5, y: 0.5 });
    expect(await size(square.data)).toEqual([600, 600]);
  });
});

describe("parseResizeParams", () => {
  const parse = (query: string) => parseResizeParams(new URLSearchParams(query));

  it("accepts whole pixel sizes from 16 to 4000", () => {
    expect(parse("w=800&h=16")).toEqual({ ok: true, width: 800, height: 16 });
    expect(parse("h=4000")).toEqual({ ok: true, height: 4000 });
    expect(parse("")).toEqual({ ok: true });
  });

  it.each([
    ["w=abc", 'w must be a whole number of pixels, not "abc"'],
    ["w=12.5", 'w must be a whole number of pixels, not "12.5"'],
    ["h=-20", 'h must be a whole number of pixels, not "-20"'],
    ["w=0", "w must be from 16 to 4000 pixels, not 0"],
    ["h=99999", "h must be from 16 to 4000 pixels, not 99999"],
    ["w=100&w=200", "w was given 2 times; give it once"],
  ])("rejects %s", (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error });
  });
});
