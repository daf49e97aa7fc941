import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * Files are written beside their final name and renamed into place, so a reader (the API, a
 * later build) sees the old file or the new one, never half of one, even if the build dies.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  await replaceAtomically(path, (temporary) => writeFile(temporary, data));
}

export async function copyFileAtomic(from: string, to: string): Promise<void> {
  await replaceAtomically(to, (temporary) => copyFile(from, temporary));
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
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
