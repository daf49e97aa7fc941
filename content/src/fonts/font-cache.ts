import { access, readFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "./atomic-write";
import type { ConvertedFont } from "./conversion-pool";
import type { FontFileData } from "./types";

/**
 * Part of every cache key: raise it whenever what the pipeline derives from a font changes
 * (extraction, conversion, or the fontkit, fontverter or CLDR versions), so no build reuses
 * results made the old way.
 */
export const PIPELINE_VERSION = 2;

/** Names of the files inside one cache entry. */
export const CACHED_FILES = {
  data: "data.json",
  woff2: "web.woff2",
  woff: "web.woff",
  sfnt: "desktop.sfnt",
} as const;

/** One folder per source: the sha256 of its bytes under the pipeline version. */
export function cacheEntryDir(cacheDir: string, sourceHash: string): string {
  return join(cacheDir, `fonts-v${PIPELINE_VERSION}`, sourceHash);
}

/**
 * The cached data of a source processed before, or null when there is no complete entry.
 * data.json is written last, so its presence means the converted files are there too, unless
 * someone removed them by hand: that is checked as well.
 */
export async function readCachedFontData(entryDir: string): Promise<FontFileData | null> {
  let data: FontFileData;
  try {
    data = JSON.parse(await readFile(join(entryDir, CACHED_FILES.data), "utf8")) as FontFileData;
  } catch {
    return null;
  }
  const fromWoff2 = data.sourceFormat === "woff2";
  const files = [CACHED_FILES.woff, fromWoff2 ? CACHED_FILES.sfnt : CACHED_FILES.woff2];
  try {
    await Promise.all(files.map((file) => access(join(entryDir, file))));
    return data;
  } catch {
    return null;
  }
}

export async function writeCacheEntry(
  entryDir: string,
  data: FontFileData,
  converted: ConvertedFont,
): Promise<void> {
  const writes = [writeFileAtomic(join(entryDir, CACHED_FILES.woff), converted.woff)];
  if (converted.woff2) {
    writes.push(writeFileAtomic(join(entryDir, CACHED_FILES.woff2), converted.woff2));
  }
  if (converted.sfnt) {
    writes.push(writeFileAtomic(join(entryDir, CACHED_FILES.sfnt), converted.sfnt));
  }
  await Promise.all(writes);
  await writeFileAtomic(join(entryDir, CACHED_FILES.data), JSON.stringify(data));
}
