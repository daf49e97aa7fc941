import { access, readFile, stat } from "node:fs/promises";
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
    data = await parsedData(join(entryDir, CACHED_FILES.data));
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

/**
 * data.json's contents, parsed once per process for as long as the file is the same (its size
 * and time): a publish builds every font of the catalogue again from the cache, and parsing
 * the glyph lists of ninety styles was a sixth of its build. Read-only for its callers.
 */
const parsed = new Map<string, { stamp: string; data: FontFileData }>();

async function parsedData(file: string): Promise<FontFileData> {
  const info = await stat(file);
  const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
  const known = parsed.get(file);
  if (known?.stamp === stamp) return known.data;
  const data = JSON.parse(await readFile(file, "utf8")) as FontFileData;
  parsed.set(file, { stamp, data });
  return data;
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
