import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import pLimit from "p-limit";
import sharp from "sharp";
import type { z } from "zod";
import { fileSha256 } from "../files/file-hash";
import { copyFileAtomic, writeFileAtomic } from "../fonts/atomic-write";
import { type ImageSource, imageSource } from "../schema/common";
import { CPU_SLOTS } from "../workers/worker-pool";
import { encodeImage, IMAGE_FORMAT } from "./encode-image";
import { composeSvg } from "./layouts";
import { type Font, missingCharacters, openFont } from "./outline-text";
import type { ImageAsset } from "./types";

/**
 * Part of every image id. Raise it whenever a change here or in layouts/ alters pixels, so
 * cached images drawn by the old code are not served as if they were current.
 */
export const RENDERER_VERSION = 2;

/** Finds a catalogue style's font file; the build owns the mapping from slugs to files. */
export type ResolveFont = (
  slug: string,
  style?: string,
) => { path: string } | Promise<{ path: string }>;

export interface RenderImageOptions {
  /** Where the served images go (build/images); may be emptied between builds. */
  outDir: string;
  /** Kept between builds: rendered images and their records, by id. */
  cacheDir: string;
  /** Told when the image came from the cache unchanged (the build's progress counts it). */
  onCached?: () => void;
}

/** Width of the blurred placeholder; at 16 px a WebP stays around 100–200 bytes. */
const BLUR_WIDTH = 16;

/**
 * Draws an image source with its font's outlines and writes `<outDir>/<id>.<format>`. The id
 * hashes everything that reaches the pixels (the source's drawing fields, the font file's bytes
 * and RENDERER_VERSION), so an unchanged source comes straight from the cache. Throws when the
 * font lacks a character of the text, rather than drawing a .notdef box into the catalogue.
 */
export async function renderImage(
  source: z.input<typeof imageSource>,
  resolveFont: ResolveFont,
  options: RenderImageOptions,
): Promise<ImageAsset> {
  const parsed = imageSource.parse(source);
  const { path } = await resolveFont(parsed.font, parsed.style);
  const fontFile = await loadFontFile(path);
  const id = imageId(parsed, fontFile.hash);
  const fileName = `${id}.${IMAGE_FORMAT}`;

  const cached = await readCachedAsset(options.cacheDir, id);
  if (cached) {
    await publish(join(options.cacheDir, fileName), join(options.outDir, fileName));
    options.onCached?.();
    // Alt text is not part of the id: a corrected alt reuses the pixels but must be served.
    return { ...cached, alt: parsed.alt };
  }

  const missing = missingCharacters(fontFile.font, parsed.text);
  if (missing.length > 0) {
    throw new Error(
      `${path} has no glyph for ${missing.map(describeCharacter).join(", ")} (image "${parsed.alt}")`,
    );
  }
  return drawing(() => draw(parsed, fontFile, options, { id, fileName }));
}

/** Drawing is CPU-bound: one image per core, whoever asks. */
const drawing = pLimit(CPU_SLOTS);

async function draw(
  parsed: ImageSource,
  fontFile: FontFile,
  options: RenderImageOptions,
  { id, fileName }: { id: string; fileName: string },
): Promise<ImageAsset> {
  const rendered = await renderAsync(composeSvg(fontFile.font, parsed), {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  });
  const raw = {
    raw: { width: rendered.width, height: rendered.height, channels: 4 as const },
  };
  // Every layout paints an opaque background, so the alpha channel carries nothing.
  const pixels = rendered.pixels;
  const [data, blur] = await Promise.all([
    encodeImage(sharp(pixels, raw).removeAlpha(), IMAGE_FORMAT),
    sharp(pixels, raw).removeAlpha().resize({ width: BLUR_WIDTH }).webp({ quality: 40 }).toBuffer(),
  ]);

  const asset: ImageAsset = {
    id,
    url: `/images/${fileName}`,
    format: IMAGE_FORMAT,
    width: rendered.width,
    height: rendered.height,
    alt: parsed.alt,
    focalPoint: parsed.focalPoint,
    blurDataUrl: `data:image/webp;base64,${blur.toString("base64")}`,
    // The layouts fill the frame with the source's background, so it is the dominant colour
    // exactly; a histogram would only approximate it.
    backgroundColour: parsed.background.toLowerCase(),
  };

  await writeFileAtomic(join(options.cacheDir, fileName), data);
  await publish(join(options.cacheDir, fileName), join(options.outDir, fileName));
  // The record goes last: its presence promises the image beside it is complete.
  await writeFileAtomic(join(options.cacheDir, `${id}.json`), JSON.stringify(asset));
  return asset;
}

function imageId(source: ImageSource, fontHash: string): string {
  // The alt text never reaches the pixels, and the font is known by its bytes, not its name.
  const { alt: _alt, font: _font, style: _style, ...drawn } = source;
  const key = JSON.stringify({ renderer: RENDERER_VERSION, font: fontHash, source: sorted(drawn) });
  // 64 bits: no collision among a catalogue's thousands of images, and short enough for URLs.
  return createHash("sha256").update(key).digest("hex").slice(0, 16);
}

/** A copy of a JSON value with object keys in order, so equal sources hash equally. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, entry]) => [key, sorted(entry)]),
    );
  }
  return value;
}

interface FontFile {
  font: Font;
  hash: string;
}

/** Parsed fonts by file (device and inode); a build renders many images per style. */
const fontFiles = new Map<string, { stamp: string; file: FontFile }>();

async function loadFontFile(path: string): Promise<FontFile> {
  const stats = await stat(path);
  const stamp = `${stats.size}:${stats.mtimeMs}`;
  // By the file itself: a publish builds in a new folder whose fonts are links to the cache's.
  const key = `${stats.dev}:${stats.ino}`;
  const known = fontFiles.get(key);
  if (known?.stamp === stamp) return known.file;
  const file = { font: openFont(path), hash: await fileSha256(path, stats) };
  fontFiles.set(key, { stamp, file });
  return file;
}

async function readCachedAsset(cacheDir: string, id: string): Promise<ImageAsset | null> {
  try {
    const record = JSON.parse(await readFile(join(cacheDir, `${id}.json`), "utf8")) as ImageAsset;
    if (record.id !== id || record.format !== IMAGE_FORMAT) return null;
    await stat(join(cacheDir, `${id}.${IMAGE_FORMAT}`));
    return record;
  } catch {
    return null;
  }
}

/**
 * Puts a cached image in the output folder unless it is already there: a hard link, or a copy
 * across file systems; either way the file appears whole, and two builds of one image at once
 * leave nothing behind.
 */
async function publish(cached: string, target: string): Promise<void> {
  if (!(await exists(target))) await copyFileAtomic(cached, target);
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

function describeCharacter(character: string): string {
  const codePoint = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `'${character}' (U+${codePoint})`;
}
