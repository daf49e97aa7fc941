import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { resolve, sep } from "node:path";
import type { BuiltFontStyle, BuiltStore } from "@meridian/content/store";
import * as fontkit from "fontkit";
import type { Coverage } from "./text-runs";

/** A face documents are set in: its regular and bold files, and what it can set. */
export interface DocumentFace {
  name: string;
  regular: Buffer;
  bold: Buffer;
  covers: Coverage;
}

/**
 * The catalogue's families documents are set in (ADR 0021), in order: Source Serif 4 for the
 * text (Latin, Greek, Cyrillic), Inter for what it lacks. A catalogue without one skips it.
 */
const CATALOGUE_FACES = ["source-serif-4", "inter"];

/**
 * Noto Sans JP (SIL OFL), for the Japanese kanji and kana no catalogue face has: names such as
 * '山田 太郎' are set, not replaced. An npm package of the API, so every deployment has it.
 */
const FALLBACK = {
  name: "Noto Sans JP",
  regular: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
};

const require = createRequire(import.meta.url);

function coverageOf(file: Buffer): Coverage {
  const font = fontkit.create(file);
  if (!("hasGlyphForCodePoint" in font)) throw new Error("a font collection is not a face");
  return (codePoint) => font.hasGlyphForCodePoint(codePoint);
}

/** The upright style nearest the weight: 400 for the text, 700 for labels. */
function nearest(styles: readonly BuiltFontStyle[], weight: number): BuiltFontStyle | undefined {
  return styles
    .filter((style) => !style.italic && style.axes.length === 0)
    .sort((a, b) => Math.abs(a.weightClass - weight) - Math.abs(b.weightClass - weight))[0];
}

async function storeFile(buildDir: string, relative: string): Promise<Buffer> {
  const root = resolve(buildDir);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) throw new Error(`store path outside the build: ${relative}`);
  return readFile(path);
}

async function catalogueFace(
  store: BuiltStore,
  buildDir: string,
  slug: string,
): Promise<DocumentFace | null> {
  const font = store.fonts.find((candidate) => candidate.slug === slug);
  const regular = font && nearest(font.styles, 400);
  const bold = font && nearest(font.styles, 700);
  if (!font || !regular || !bold) return null;
  const [regularFile, boldFile] = await Promise.all([
    storeFile(buildDir, regular.files.desktop),
    storeFile(buildDir, bold.files.desktop),
  ]);
  return { name: font.name, regular: regularFile, bold: boldFile, covers: coverageOf(regularFile) };
}

async function fallbackFace(): Promise<DocumentFace> {
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(FALLBACK.regular)),
    readFile(require.resolve(FALLBACK.bold)),
  ]);
  return { name: FALLBACK.name, regular, bold, covers: coverageOf(regular) };
}

const loaded = new WeakMap<BuiltStore, Promise<DocumentFace[]>>();

/**
 * The faces of the certificates and invoices, in order of preference, read once per catalogue
 * (about 6 MB, most of it the Japanese fallback).
 */
export function documentFaces(store: BuiltStore, buildDir: string): Promise<DocumentFace[]> {
  let faces = loaded.get(store);
  if (!faces) {
    faces = Promise.all([
      ...CATALOGUE_FACES.map((slug) => catalogueFace(store, buildDir, slug)),
      fallbackFace(),
    ]).then((found) => found.filter((face): face is DocumentFace => face !== null));
    faces.catch(() => loaded.delete(store));
    loaded.set(store, faces);
  }
  return faces;
}
