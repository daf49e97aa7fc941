import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CACHED_FILES, cacheEntryDir } from "@meridian/content/font-processing";
import { nodeModulesStyleFiles, type StyleFileResolver } from "@meridian/content/sources";
import type { Env } from "../../env";
import type { Db } from "../../platform/db/database";
import { localBlob } from "./content-files";
import { type FontUploadRow, selectFontUploadsByHash } from "./font-uploads-repository";
import { insertBlob, selectBlob } from "./publishing-repository";

/**
 * How a draft's style names an uploaded font file: `uploads/<sha256>.<otf|ttf|woff2>`, the
 * folder name no font package in node_modules may take.
 */
export const UPLOADS_FOLDER = "uploads";
const UPLOAD_PATH = /^uploads\/([0-9a-f]{64})\.(otf|ttf|woff2)$/;

export function uploadPath(upload: Pick<FontUploadRow, "hash" | "format">): string {
  return `${UPLOADS_FOLDER}/${upload.hash}.${upload.format}`;
}

/** This replica's own folder of files fetched from the database (local disk is a cache). */
export const filesCacheDir = (env: Pick<Env, "DATA_DIR">) => join(env.DATA_DIR, "content-files");

/**
 * The style files of drafts as publishing (and preview) read them: `uploads/…` are uploads,
 * fetched from the database by hash, their processing restored into the font cache from the
 * blobs its job stored, so no replica converts a font twice; any other file is a font package's
 * in node_modules, as `pnpm content build` reads it. An upload still processing, or one that
 * failed, stops the publish with its reason, naming the file.
 */
export function draftStyleFiles(
  db: Db,
  env: Pick<Env, "DATA_DIR" | "CONTENT_CACHE_DIR" | "FONT_PACKAGES_DIR">,
): StyleFileResolver {
  const packages = nodeModulesStyleFiles(env.FONT_PACKAGES_DIR);
  return async (file) => {
    if (!file.startsWith(`${UPLOADS_FOLDER}/`)) return packages(file);
    const hash = UPLOAD_PATH.exec(file)?.[1];
    if (!hash) {
      return { problem: `'${file}' names no upload: uploads are 'uploads/<sha256>.otf|ttf|woff2'` };
    }
    const uploads = await selectFontUploadsByHash(db, [hash]);
    const complete = uploads.find((upload) => upload.status === "complete");
    if (!complete) return { problem: unusableUpload(file, uploads[0]) };
    await restoreFontCacheEntry(env.CONTENT_CACHE_DIR, complete, (blob) => selectBlob(db, blob));
    return { path: await localBlob(filesCacheDir(env), hash, (blob) => selectBlob(db, blob)) };
  };
}

function unusableUpload(file: string, upload: FontUploadRow | undefined): string {
  if (!upload) return `no font was uploaded as '${file}'`;
  if (upload.status === "pending") {
    return `${upload.fileName} is still being processed: publish once its upload is complete`;
  }
  return `${upload.fileName} could not be processed: ${upload.error}`;
}

/**
 * Stores the font cache's entry for a processed source as blobs, by name → hash: what
 * `restoreFontCacheEntry` puts back on a replica that did not process it.
 */
export async function storeFontCacheEntry(
  db: Db,
  cacheDir: string,
  sourceHash: string,
): Promise<Record<string, string>> {
  const entryDir = cacheEntryDir(cacheDir, sourceHash);
  const derived: Record<string, string> = {};
  for (const name of await readdir(entryDir)) {
    if (!Object.values<string>(CACHED_FILES).includes(name)) continue;
    const bytes = await readFile(join(entryDir, name));
    const hash = createHash("sha256").update(bytes).digest("hex");
    await insertBlob(db, hash, bytes);
    derived[name] = hash;
  }
  return derived;
}

/**
 * Puts an upload's processed files into this replica's font cache, unless they are there:
 * data.json last, as the pipeline writes it, since its presence means the entry is whole.
 */
export async function restoreFontCacheEntry(
  cacheDir: string,
  upload: Pick<FontUploadRow, "hash" | "derived">,
  readBlob: (hash: string) => Promise<Uint8Array | null>,
): Promise<void> {
  const entryDir = cacheEntryDir(cacheDir, upload.hash);
  const derived = upload.derived ?? {};
  if (!derived[CACHED_FILES.data] || (await exists(join(entryDir, CACHED_FILES.data)))) return;
  await mkdir(entryDir, { recursive: true });
  const names = Object.keys(derived).sort((a, b) =>
    a === CACHED_FILES.data ? 1 : b === CACHED_FILES.data ? -1 : 0,
  );
  for (const name of names) {
    const bytes = await readBlob(derived[name]!);
    if (!bytes)
      throw new Error(`the processed file ${name} of upload ${upload.hash} is not stored`);
    const partial = join(entryDir, `${name}.${randomUUID()}.tmp`);
    await writeFile(partial, bytes);
    await rename(partial, join(entryDir, name));
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
