import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ByteLruCache } from "./lru-cache";

/**
 * Files made on demand from catalogue files — font subsets, resized images — each made once:
 * kept in memory (least recently used out first) and on disk, so a restart does not make them
 * again, and shared by concurrent requests for the same one. The URLs that lead here are
 * immutable, so an entry never goes stale.
 */
export class DerivedFiles {
  private readonly memory: ByteLruCache;
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();

  constructor(
    private readonly cacheDir: string,
    maxMemoryBytes = 64 * 1024 * 1024,
  ) {
    this.memory = new ByteLruCache(maxMemoryBytes);
  }

  /**
   * The file named by `parts` (everything it is made from), made by `make` if need be; on disk
   * it carries `extension`.
   */
  get(
    parts: readonly string[],
    extension: string,
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    const key = createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
    const cached = this.memory.get(key);
    if (cached) return Promise.resolve(cached);
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.load(`${key}.${extension}`, key, make).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async load(
    fileName: string,
    key: string,
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    const file = join(this.cacheDir, fileName);
    try {
      const fromDisk = new Uint8Array(await readFile(file));
      this.memory.set(key, fromDisk);
      return fromDisk;
    } catch {
      // Not made yet.
    }
    const made = await make();
    this.memory.set(key, made);
    await mkdir(this.cacheDir, { recursive: true });
    // Written aside, then renamed: another process never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, made);
    await rename(temporary, file);
    return made;
  }
}
