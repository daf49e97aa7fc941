import { createHash } from "node:crypto";
import {
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from "node:fs/promises";
import { join } from "node:path";
import type { Logger } from "../../platform/logging/logger";
import { ByteLruCache } from "./lru-cache";

export interface DerivedFilesOptions {
  /** Where the files are kept on disk. */
  cacheDir: string;
  /** The most the folder may hold; the least recently used files go first beyond it. */
  maxDiskBytes: number;
  /** The most kept in memory, least recently used out first (16 MB by default). */
  maxMemoryBytes?: number;
  logger: Logger;
  /** Told of each look-up: served from memory, disk or a making already under way, or made. */
  onLookup?: (hit: boolean) => void;
}

/**
 * Memory holds only the hottest files: the rest are read back from disk, where the OS keeps
 * what is read often. At 64 MB for each of the two caches, a soak's fresh subsets filled memory
 * for half an hour and more — the API's resident memory rose by 3 MB a minute (issue 22).
 */
const DEFAULT_MEMORY_BYTES = 16 * 1024 * 1024;

/**
 * Files made on demand from catalogue files — font subsets, resized images — each made once:
 * kept in memory and on disk (each bounded, least recently used out first), so a restart does
 * not make them again, and shared by concurrent requests for the same one. The URLs that lead
 * here are immutable, so an entry never goes stale.
 *
 * A disk cache on the local machine is no state in the sense of DESIGN 1: every file is derived
 * from the immutable content of this deploy, and any replica makes the same bytes again when
 * its own folder lacks them. Replicas that share a folder only ever see whole files (written
 * aside, then renamed); one evicting what another just wrote costs a remake, never a wrong byte.
 */
export class DerivedFiles {
  private readonly memory: ByteLruCache;
  private readonly inFlight = new Map<string, Promise<Uint8Array>>();
  /** The folder's files and their sizes, least recently used first (Map keeps that order). */
  private readonly onDisk = new Map<string, number>();
  private diskBytes = 0;
  private readonly indexed: Promise<void>;

  constructor(private readonly options: DerivedFilesOptions) {
    this.memory = new ByteLruCache(options.maxMemoryBytes ?? DEFAULT_MEMORY_BYTES);
    this.indexed = this.indexDisk();
  }

  /**
   * The file named by `parts` (everything it is made from), made by `make` if need be; on disk
   * it carries `extension`. A failed `make` is not kept: the next call makes it afresh.
   */
  get(
    parts: readonly string[],
    extension: string,
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    const key = createHash("sha256").update(parts.join("\0")).digest("hex").slice(0, 32);
    const fileName = `${key}.${extension}`;
    const cached = this.memory.get(key);
    if (cached) {
      this.touch(fileName);
      this.options.onLookup?.(true);
      return Promise.resolve(cached);
    }
    let job = this.inFlight.get(key);
    if (job) {
      this.options.onLookup?.(true);
    } else {
      job = this.load(fileName, key, make).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async load(
    fileName: string,
    key: string,
    make: () => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    await this.indexed;
    const file = join(this.options.cacheDir, fileName);
    if (this.onDisk.has(fileName)) {
      try {
        const fromDisk = new Uint8Array(await readFile(file));
        this.options.onLookup?.(true);
        this.memory.set(key, fromDisk);
        this.touch(fileName);
        // The file's time carries its use over a restart (noatime mounts ignore reads).
        const now = new Date();
        await utimes(file, now, now).catch(() => undefined);
        return fromDisk;
      } catch {
        // Evicted by another process sharing the folder: make it again.
        this.forget(fileName);
      }
    }
    this.options.onLookup?.(false);
    const made = await make();
    this.memory.set(key, made);
    // A file that cannot be written (a full disk) costs a remake later, not this answer.
    await this.store(file, fileName, made).catch((error: unknown) => {
      this.options.logger.warn({ err: error, file }, "derived file not kept on disk");
    });
    return made;
  }

  private async store(file: string, fileName: string, made: Uint8Array): Promise<void> {
    if (made.byteLength > this.options.maxDiskBytes) return;
    await mkdir(this.options.cacheDir, { recursive: true });
    // Written aside, then renamed: another process never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, made);
    await rename(temporary, file);
    this.forget(fileName);
    this.onDisk.set(fileName, made.byteLength);
    this.diskBytes += made.byteLength;
    await this.evict();
  }

  /** Removes the least recently used files until the folder is within its bound. */
  private async evict(): Promise<void> {
    for (const [fileName, size] of this.onDisk) {
      if (this.diskBytes <= this.options.maxDiskBytes) return;
      this.onDisk.delete(fileName);
      this.diskBytes -= size;
      await unlink(join(this.options.cacheDir, fileName)).catch(() => undefined);
    }
  }

  private touch(fileName: string): void {
    const size = this.onDisk.get(fileName);
    if (size === undefined) return;
    this.onDisk.delete(fileName);
    this.onDisk.set(fileName, size);
  }

  private forget(fileName: string): void {
    const size = this.onDisk.get(fileName);
    if (size === undefined) return;
    this.onDisk.delete(fileName);
    this.diskBytes -= size;
  }

  /** What an earlier run left in the folder, oldest use first; trimmed to the bound. */
  private async indexDisk(): Promise<void> {
    const names = await readdir(this.options.cacheDir).catch(() => [] as string[]);
    const files = await Promise.all(
      names
        .filter((name) => !name.endsWith(".tmp"))
        .map(async (name) => {
          const info = await stat(join(this.options.cacheDir, name)).catch(() => null);
          return info?.isFile() ? { name, size: info.size, used: info.mtimeMs } : null;
        }),
    );
    for (const file of files.filter((found) => found !== null).sort((a, b) => a.used - b.used)) {
      this.onDisk.set(file.name, file.size);
      this.diskBytes += file.size;
    }
    await this.evict();
  }
}
