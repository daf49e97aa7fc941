import { randomUUID } from "node:crypto";
import { copyFile, link, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Files are written beside their final name and renamed into place, so a reader (the API, a
 * later build) sees the old file or the new one, never half of one, even if the build dies.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  await replaceAtomically(path, (temporary) => writeFile(temporary, data));
}

/**
 * A hard link where the two folders share a file system (a build's files and the cache's: no
 * bytes copied, and a publish hashes each file once, ADR 0036), a copy where they do not. Files
 * are only ever replaced by renaming, never written in place, so a link never changes under a
 * reader.
 */
export async function copyFileAtomic(from: string, to: string): Promise<void> {
  await replaceAtomically(to, async (temporary) => {
    try {
      await link(from, temporary);
    } catch {
      await copyFile(from, temporary);
    }
  });
}

async function replaceAtomically(
  path: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // Unique per call: two jobs may write the same file (two styles sharing one source).
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, path);
  } finally {
    // Renaming a link onto a link of the same file does nothing (POSIX): the link is left here.
    await rm(temporary, { force: true });
  }
}
