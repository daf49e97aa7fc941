import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { renderImage } from "@meridian/content/images/render";
import { describeIssue } from "@meridian/content/messages";
import { imageSource } from "@meridian/content/schema";
import type { BuiltStore } from "@meridian/content/store";
import sharp from "sharp";
import { storeFilesDir } from "../../platform/content/store-files";

/** Wide enough to place a focal point by eye, small enough to send as a data URL (~30 KB). */
const PREVIEW_WIDTH = 640;

export type ImagePreview =
  | { ok: true; dataUrl: string; width: number; height: number }
  | { ok: false; field: string | null; message: string };

/**
 * An image source drawn as the content build draws it (the same renderer, the font's own
 * outlines), for staff to place its focal point on before they save (ADR 0038). Its font is a
 * family of the revision served now; renderings are kept in `cacheDir` by their id, as the
 * build keeps its own.
 */
export async function renderImagePreview(
  store: BuiltStore,
  source: unknown,
  cacheDir: string,
): Promise<ImagePreview> {
  const parsed = imageSource.safeParse(source);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      ok: false,
      field: issue!.path.join(".") || null,
      message: describeIssue(issue!, source),
    };
  }
  const filesDir = storeFilesDir(store);
  const resolveFont = (slug: string, styleName?: string) => {
    const font = store.fonts.find((candidate) => candidate.slug === slug);
    if (!font) throw new FieldProblem("font", `no published family has the slug '${slug}'`);
    const style =
      font.styles.find((candidate) => candidate.name === styleName) ??
      (styleName ? undefined : font.styles.find((candidate) => candidate.defaultStyle));
    if (!style)
      throw new FieldProblem("style", `${font.name} has no published style '${styleName}'`);
    const file = style.files.desktop;
    return { path: isAbsolute(file) ? file : join(filesDir, file) };
  };
  try {
    const asset = await renderImage(parsed.data, resolveFont, { outDir: cacheDir, cacheDir });
    const drawn = await readFile(join(cacheDir, `${asset.id}.${asset.format}`));
    const small = await sharp(drawn)
      .resize({ width: Math.min(PREVIEW_WIDTH, asset.width) })
      .webp({ quality: 70 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      dataUrl: `data:image/webp;base64,${small.data.toString("base64")}`,
      width: small.info.width,
      height: small.info.height,
    };
  } catch (error) {
    if (error instanceof FieldProblem)
      return { ok: false, field: error.field, message: error.message };
    // The renderer's own refusal: a character the font has no glyph for.
    return { ok: false, field: "text", message: (error as Error).message };
  }
}

class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
