import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import pLimit from "p-limit";

/**
 * SHA-256 (hex) of files, kept by the file itself (device, inode, size, time) for as long as this
 * process runs: a build links its files to the cache's (copyFileAtomic), so a publish, which
 * builds the whole catalogue again, reads and hashes only what is new since the last.
 */
const hashes = new Map<string, string>();

/** Files read to be hashed at once: enough to keep the disk busy, few enough to bound memory. */
const reading = pLimit(8);

/** The file's SHA-256; `info` is its `stat`, when the caller has it. */
export async function fileSha256(path: string, info?: Stats): Promise<string> {
  const file = info ?? (await stat(path));
  const key = `${file.dev}:${file.ino}:${file.size}:${file.mtimeMs}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = createHash("sha256")
      .update(await reading(() => readFile(path)))
      .digest("hex");
    hashes.set(key, hash);
  }
  return hash;
}
