import { readFile } from "node:fs/promises";
import { join, posix } from "node:path";
import { fontFileName, parseFontFilePath } from "@meridian/codecs/font-url";
import { fileSha256 } from "../files/file-hash";
import { copyFileAtomic } from "./atomic-write";
import { convertFont } from "./conversion-pool";
import { extractFontData } from "./extract-font-data";
import { CACHED_FILES, cacheEntryDir, readCachedFontData, writeCacheEntry } from "./font-cache";
import { FontFileError } from "./font-file-error";
import { detectSourceFormat } from "./source-format";
import type { FontFileData, FontFileOutputs } from "./types";

export interface FontFileInput {
  /** Absolute path of the uploaded font (OTF, TTF or WOFF2). */
  sourcePath: string;
  familySlug: string;
  /** The font's name and the style's name as sold: they name the output files. */
  fontName: string;
  styleName: string;
  /** Where the build writes its files; outputs are given relative to it. */
  buildDir: string;
  /** Where results are kept between builds, by the source's hash. */
  cacheDir: string;
}

export interface ProcessedFontFile {
  data: FontFileData;
  outputs: FontFileOutputs;
  /** True when the source was processed in an earlier build and nothing was converted now. */
  cached: boolean;
}

/**
 * Reads one style's font file and writes its web font, desktop file and WOFF into the build.
 * An unchanged source (same bytes, same PIPELINE_VERSION) is taken from the cache instead of
 * being read and converted again.
 */
export async function processFontFile(input: FontFileInput): Promise<ProcessedFontFile> {
  const webFont = webFontPath(input);
  const entryDir = cacheEntryDir(input.cacheDir, await fileSha256(input.sourcePath));

  let data = await readCachedFontData(entryDir);
  const cached = data !== null;
  if (!data) {
    const source = await readFile(input.sourcePath);
    const sourceFormat = detectSourceFormat(source);
    // Extraction first: it is quick and rejects a damaged font before seconds of conversion.
    data = await extractFontData(source, sourceFormat);
    await writeCacheEntry(entryDir, data, await convertFont(source, sourceFormat));
  }

  const outputs = outputPaths(webFont, input.familySlug, data.outlines);
  const fromWoff2 = data.sourceFormat === "woff2";
  const inBuild = (path: string) => join(input.buildDir, path);
  const cachedFile = (file: string) => join(entryDir, file);
  await Promise.all([
    // A WOFF2 upload is already the web font; anything else gets the WOFF2 made from it.
    copyFileAtomic(
      fromWoff2 ? input.sourcePath : cachedFile(CACHED_FILES.woff2),
      inBuild(outputs.woff2),
    ),
    copyFileAtomic(
      fromWoff2 ? cachedFile(CACHED_FILES.sfnt) : input.sourcePath,
      inBuild(outputs.desktop),
    ),
    copyFileAtomic(cachedFile(CACHED_FILES.woff), inBuild(outputs.woff)),
  ]);
  return { data, outputs, cached };
}

/** `fonts/<slug>/<Name>-<Style>.woff2`, the path the API serves the web font under. */
function webFontPath(input: FontFileInput): string {
  const path = posix.join("fonts", input.familySlug, fontFileName(input.fontName, input.styleName));
  // The API serves only what its URL parser accepts: refuse names it would not.
  if (!parseFontFilePath(`/${path}`)) {
    throw new FontFileError(
      `cannot name the web font '${path}': the family slug may hold only lower-case letters, digits and hyphens, the font and style names only letters, digits, spaces, '.', '_' and '-'`,
    );
  }
  return path;
}

function outputPaths(
  webFont: string,
  familySlug: string,
  outlines: FontFileData["outlines"],
): FontFileOutputs & { woff: string } {
  const desktopStem = posix.join("desktop", familySlug, posix.basename(webFont, ".woff2"));
  const desktopFormat = outlines === "cff" ? "otf" : "ttf";
  const desktop = `${desktopStem}.${desktopFormat}`;
  return {
    woff2: webFont,
    desktop,
    desktopFormat,
    // TrueType outlines make the desktop file a TTF already; CFF fonts have none to offer.
    ttf: outlines === "truetype" ? desktop : null,
    woff: `${desktopStem}.woff`,
  };
}
