import { readFile } from "node:fs/promises";
import { basename, resolve, sep } from "node:path";
import { type AsyncZippable, zip } from "fflate";

/** A file of the archive: its name inside the ZIP and its bytes. */
export interface ZipEntry {
  name: string;
  data: Uint8Array;
  /** WOFF2, WOFF and PDF are compressed already: stored as they are. */
  compress: boolean;
}

/** Reads a file of the built content store, refusing any path that leaves it. */
export async function readStoreFile(buildDir: string, relative: string): Promise<ZipEntry> {
  const root = resolve(buildDir);
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) throw new Error(`store path outside the build: ${relative}`);
  return { name: basename(path), data: await readFile(path), compress: /\.(otf|ttf)$/i.test(path) };
}

/** The ZIP, built off the event loop (fflate's async zip runs in a worker). */
export function buildZip(folder: string, entries: ZipEntry[]): Promise<Uint8Array> {
  const files: AsyncZippable = {};
  for (const entry of entries) {
    files[`${folder}/${entry.name}`] = [entry.data, { level: entry.compress ? 6 : 0 }];
  }
  return new Promise((done, fail) => {
    zip(files, (error, data) => (error ? fail(error) : done(data)));
  });
}
