import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ImageSource, imageSource } from "../schema/common";
import { demoFonts } from "./__fixtures__/demo-fonts";
import { composeSvg } from "./layouts";
import { openFont } from "./outline-text";
import { renderImage } from "./render-image";

const resolveFont = (slug: string) => {
  const path = { "source-serif": demoFonts.sourceSerif, geist: demoFonts.geist }[slug];
  if (!path) throw new Error(`no demo font for ${slug}`);
  return { path };
};

const source = (fields: Partial<ImageSource> & { text: string }): ImageSource =>
  imageSource.parse({ alt: "A test image", font: "source-serif", ...fields });

let root: string;
let options: { outDir: string; cacheDir: string };
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "meridian-images-"));
  options = { outDir: join(root, "out"), cacheDir: join(root, "cache") };
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** RGB of a pixel in decoded image data. */
function pixel(data: Buffer, width: number, x: number, y: number): [number, number, number] {
  const offset = (y * width + x) * 3;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

const near = (a: number[], b: number[]) =>
  a.every((value, index) => Math.abs(value - b[index]!) <= 6);

describe("renderImage", () => {
  const poster = source({
    text: "Meridian",
    layout: "poster",
    width: 900,
    height: 500,
    background: "#f4f1ea",
    foreground: "#1a1a1a",
    focalPoint: { x: 0.5, y: 0.5 },
  });

  it("draws a poster at the requested size, type near the focal point on a plain ground", async () => {
    const asset = await renderImage(poster, resolveFont, options);
    expect(asset).toMatchObject({ width: 900, height: 500, format: "webp", alt: "A test image" });
    expect(asset.url).toBe(`/images/${asset.id}.webp`);
    expect(asset.backgroundColour).toBe("#f4f1ea");

    const { data, info } = await sharp(join(options.outDir, `${asset.id}.webp`))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([900, 500]);
    for (const [x, y] of [
      [2, 2],
      [897, 2],
      [2, 497],
      [897, 497],
    ] as const) {
      expect(pixel(data, info.width, x, y)).toEqual([0xf4, 0xf1, 0xea]);
    }
    // Within 100 px of the focal point a good share of pixels carry the foreground colour.
    let inked = 0;
    let total = 0;
    for (let y = 150; y < 350; y++) {
      for (let x = 350; x < 550; x++) {
        total++;
        if (near(pixel(data, info.width, x, y), [0x1a, 0x1a, 0x1a])) inked++;
      }
    }
    expect(inked / total).toBeGreaterThan(0.15);
  });

  it("serves an unchanged source from the cache without rewriting the file", async () => {
    const first = await renderImage(poster, resolveFont, options);
    const file = join(options.outDir, `${first.id}.webp`);
    const before = await stat(file);
    const second = await renderImage(poster, resolveFont, options);
    const after = await stat(file);
    expect(second).toEqual(first);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.ino).toBe(before.ino);
  });

  it("restores a cleaned output folder from the cache", async () => {
    const asset = await renderImage(poster, resolveFont, options);
    await rm(options.outDir, { recursive: true });
    await renderImage(poster, resolveFont, options);
    expect((await stat(join(options.outDir, `${asset.id}.webp`))).size).toBeGreaterThan(0);
  });

  it("leaves only the image in the output folder when several builds make it at once", async () => {
    const asset = await renderImage(poster, resolveFont, options);
    await rm(options.outDir, { recursive: true });
    await Promise.all(Array.from({ length: 8 }, () => renderImage(poster, resolveFont, options)));
    expect(await readdir(options.outDir)).toEqual([`${asset.id}.webp`]);
  });

  it("keys the id on what reaches the pixels", async () => {
    const base = await renderImage(poster, resolveFont, options);
    const newAlt = await renderImage(
      { ...poster, alt: "Meridian, set large" },
      resolveFont,
      options,
    );
    expect(newAlt.id).toBe(base.id);
    expect(newAlt.alt).toBe("Meridian, set large");
    const recoloured = await renderImage(
      { ...poster, foreground: "#aa2200" },
      resolveFont,
      options,
    );
    expect(recoloured.id).not.toBe(base.id);
    const otherFont = await renderImage({ ...poster, font: "geist" }, resolveFont, options);
    expect(otherFont.id).not.toBe(base.id);
  });

  it("makes a tiny WebP placeholder", async () => {
    const asset = await renderImage(poster, resolveFont, options);
    const [prefix, base64] = asset.blurDataUrl.split(",");
    expect(prefix).toBe("data:image/webp;base64");
    const blur = Buffer.from(base64!, "base64");
    expect(blur.length).toBeLessThan(1024);
    expect((await sharp(blur).metadata()).width).toBe(16);
  });

  it("refuses text the font cannot draw, naming the characters", async () => {
    await expect(renderImage(source({ text: "Type 漢" }), resolveFont, options)).rejects.toThrow(
      "'漢' (U+6F22)",
    );
  });
});

describe("layouts", () => {
  const serif = openFont(demoFonts.sourceSerif);
  const texts = {
    poster: ["Ag", "Quiet\nType", "An unreasonably long poster line that must shrink to fit"],
    specimen: ["Source Serif", "Source Serif\nDisplay"],
    glyph: ["g", "&", "Qu"],
    waterfall: [
      "Sphinx of black quartz, judge my vow",
      "Incomprehensibilities",
      "The quick brown fox jumps over the lazy dog while the foundry sleeps soundly tonight",
    ],
    grid: ["ABCDEFGHIJKLMNOPQRSTUVWXYZ", "Ågj&"],
    label: ["Tote Bag\nNatural canvas\nScreen printed in London", "Studio Work"],
  } as const;
  const frames = [
    { width: 2400, height: 1350 },
    { width: 1000, height: 1000 },
    { width: 640, height: 1200 },
    { width: 200, height: 120 },
    { width: 64, height: 64 },
  ];

  /** Where each path of a drawing starts, by its fill: the text in black, the captions grey. */
  const pathsOf = (svg: string) =>
    [...svg.matchAll(/<path fill="([^"]+)" transform="translate\(([\d.-]+) /g)].map((match) => ({
      caption: match[1] !== "#000000",
      x: Number(match[2]),
    }));

  it("hangs a right-to-left waterfall from the right, its sizes in the right margin", () => {
    const frame = { width: 2400, height: 1350, foreground: "#000000", background: "#ffffff" };
    const arabic = pathsOf(
      composeSvg(
        openFont(demoFonts.plexSansArabic),
        source({ text: "نص حكيم له سر قاطع", layout: "waterfall", ...frame }),
      ),
    );
    const latin = pathsOf(
      composeSvg(serif, source({ text: "Sphinx of black quartz", layout: "waterfall", ...frame })),
    );
    expect(arabic.filter((path) => path.caption)).toHaveLength(7);
    for (const path of arabic.filter((path) => path.caption)) expect(path.x).toBeGreaterThan(2000);
    // The smallest row, far narrower than the frame, ends at the right, not the left.
    expect(arabic.filter((path) => !path.caption).at(-1)!.x).toBeGreaterThan(1200);
    for (const path of latin.filter((path) => path.caption)) expect(path.x).toBeLessThan(400);
    expect(latin.filter((path) => !path.caption).at(-1)!.x).toBeLessThan(400);
  });

  // composeSvg throws when a layout puts type outside the frame; every case must fit.
  for (const [layout, cases] of Object.entries(texts)) {
    it(`${layout} keeps every text inside every frame`, () => {
      for (const text of cases) {
        for (const frame of frames) {
          const svg = composeSvg(
            serif,
            source({ text, layout: layout as ImageSource["layout"], ...frame }),
          );
          expect(svg).toContain(`width="${frame.width}" height="${frame.height}"`);
          expect(svg).toMatch(/<path[^>]+d="M/);
        }
      }
    });
  }
});
