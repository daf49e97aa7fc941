import { createHash } from "node:crypto";
import { create } from "fontkit";
import { decompress } from "wawoff2";
import { FontFileError } from "./font-file-error";
import type { OpenTypeFont } from "./fontkit-tables";
import { readCharacterMap, readGlyphs } from "./glyphs";
import { supportedLanguages } from "./languages";
import { nameById, readNames } from "./name-table";
import type { SourceFormat } from "./source-format";
import type { AxisInfo, FontFileData, InstanceInfo, MetricsInfo } from "./types";

/**
 * Everything the site shows about a font file (spec section 3, Font technical data), read from
 * the file's bytes as uploaded. Async because WOFF2 is decompressed first (wawoff2), as for the
 * desktop file: fontkit's own WOFF2 reader throws on variations.
 */
export async function extractFontData(
  source: Buffer,
  sourceFormat: SourceFormat,
): Promise<FontFileData> {
  const sfnt = sourceFormat === "woff2" ? await decompressWoff2(source) : source;
  const { characterMap, ...fontData } = readFont(sfnt);
  return {
    sourceHash: createHash("sha256").update(source).digest("hex"),
    sourceFormat,
    ...fontData,
    languages: supportedLanguages(new Set(characterMap.keys())),
  };
}

/**
 * The most a WOFF2 file may declare it holds once decompressed. The largest fonts in use (a
 * variable CJK family) hold about 40 MB; a file declaring more is refused before a byte is
 * decompressed, so a "zip bomb" costs nothing.
 */
export const MAX_WOFF2_SFNT_BYTES = 128 * 1024 * 1024;

/** WOFF2's header (W3C WOFF2 5.1): `totalSfntSize` is the uint32 at byte 16. */
function declaredSfntSize(woff2: Buffer): number {
  if (woff2.byteLength < 48) throw new FontFileError("damaged WOFF2 file: its header is cut short");
  return woff2.readUInt32BE(16);
}

async function decompressWoff2(woff2: Buffer): Promise<Buffer> {
  const declared = declaredSfntSize(woff2);
  if (declared > MAX_WOFF2_SFNT_BYTES) {
    throw new FontFileError(
      `WOFF2 file too large once decompressed: it declares ${Math.round(declared / 1_048_576)} MB, and a font may hold at most ${MAX_WOFF2_SFNT_BYTES / 1_048_576} MB`,
    );
  }
  try {
    return Buffer.from(await decompress(woff2));
  } catch {
    throw new FontFileError("damaged WOFF2 file: it could not be decompressed");
  }
}

type FontTables = Omit<FontFileData, "sourceHash" | "sourceFormat" | "languages">;

/**
 * fontkit parses tables lazily, so a damaged font can throw from any of these reads; each such
 * failure becomes one message about the file rather than a stack trace from deep in fontkit.
 */
function readFont(sfnt: Buffer): FontTables & { characterMap: Map<number, number> } {
  try {
    const font = create(sfnt) as OpenTypeFont;
    const characterMap = readCharacterMap(font);
    const os2 = font["OS/2"];
    return {
      characterMap,
      outlines: outlineFormat(font),
      names: readNames(font),
      glyphCount: font.numGlyphs,
      characterCount: characterMap.size,
      glyphs: readGlyphs(font, characterMap),
      features: readFeatures(font),
      axes: readAxes(font),
      instances: readInstances(font),
      metrics: readMetrics(font),
      weightClass: os2.usWeightClass,
      italic: os2.fsSelection.italic || font.head.macStyle.italic,
    };
  } catch (error) {
    if (error instanceof FontFileError) throw error;
    throw new FontFileError(
      `damaged font file: its tables could not be read (${(error as Error).message})`,
    );
  }
}

function outlineFormat(font: OpenTypeFont): FontFileData["outlines"] {
  const { tables } = font.directory;
  if ("CFF " in tables || "CFF2" in tables) return "cff";
  if ("glyf" in tables) return "truetype";
  throw new FontFileError("no outlines: the font has neither a CFF nor a glyf table");
}

function readFeatures(font: OpenTypeFont): string[] {
  const tags = [...(font.GSUB?.featureList ?? []), ...(font.GPOS?.featureList ?? [])].map(
    (feature) => feature.tag,
  );
  return [...new Set(tags)].sort();
}

function readAxes(font: OpenTypeFont): AxisInfo[] {
  return (font.fvar?.axis ?? []).map((axis) => ({
    axisTag: axis.axisTag,
    name: nameById(font, axis.nameID) ?? axis.axisTag,
    minValue: axis.minValue,
    defaultValue: axis.defaultValue,
    maxValue: axis.maxValue,
  }));
}

function readInstances(font: OpenTypeFont): InstanceInfo[] {
  const axes = font.fvar?.axis ?? [];
  return (font.fvar?.instance ?? []).map((instance) => {
    const coordinates = Object.fromEntries(
      axes.map((axis, index) => [axis.axisTag, instance.coord[index] ?? axis.defaultValue]),
    );
    const described = Object.entries(coordinates)
      .map(([tag, value]) => `${tag} ${value}`)
      .join(", ");
    return { name: nameById(font, instance.nameID) ?? described, coordinates };
  });
}

function readMetrics(font: OpenTypeFont): MetricsInfo {
  return {
    unitsPerEm: font.unitsPerEm,
    ascender: font.ascent,
    descender: font.descent,
    lineGap: font.lineGap,
    capHeight: font.capHeight,
    xHeight: font.xHeight,
    italicAngle: font.italicAngle,
    underlinePosition: font.underlinePosition,
    underlineThickness: font.underlineThickness,
  };
}
