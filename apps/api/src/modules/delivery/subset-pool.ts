import { WorkerPool } from "@meridian/content/worker-pool";

/**
 * How a subset is written as WOFF2:
 * - `fast`: tables as they are, Brotli at 5 — a few milliseconds, for subsets cut per request;
 * - `compact`: tables as they are, Brotli at 11 — for large files cut once (a web kit's);
 * - `smallest`: Google's encoder, which also transforms the glyph tables — about an eighth
 *   smaller again but 100–200 ms for a few hundred glyphs: for small files cut once and sent
 *   to every visitor (the named subsets of the UI face).
 */
export type SubsetEncoding = "fast" | "compact" | "smallest";

export interface SubsetOptions {
  /** The OpenType features kept; undefined keeps every one (hb-subset's closure of them all). */
  features: readonly string[] | undefined;
  encoding?: SubsetEncoding;
  /** Variation axes fixed at these values (an instance), at least one; the others keep varying. */
  axes?: Readonly<Record<string, number>>;
}

interface SubsetTask {
  sourcePath: string;
  text: string;
  features: readonly string[] | undefined;
  encoding: SubsetEncoding;
  axes: Readonly<Record<string, number>> | undefined;
}

export interface SubsetPoolOptions {
  /** Worker threads; by default one per core, two at most. */
  threads?: number;
  /** Subsets that may wait for a thread; one more is answered 503 (PoolBusyError). */
  maxQueue: number;
  /** A subset not made in this time fails (TaskTimeoutError) and its worker is replaced. */
  timeoutMs: number;
  /** The worker module; tests put one in its place that can crash or hang. */
  worker?: URL;
}

/** Subsets cut on the shared worker pool (@meridian/content/worker-pool) by subset-worker.mjs. */
export class SubsetPool {
  private readonly pool: WorkerPool<SubsetTask, Uint8Array>;

  constructor(options: SubsetPoolOptions) {
    this.pool = new WorkerPool({
      worker: options.worker ?? new URL("./subset-worker.mjs", import.meta.url),
      threads: options.threads,
      maxQueue: options.maxQueue,
      taskTimeoutMs: options.timeoutMs,
    });
  }

  /**
   * A WOFF2 of `sourcePath` holding `text`'s characters and the OpenType `features` named
   * (text-features), or all of them (undefined: a web kit's files, for any use), written `fast`
   * unless another encoding is asked for.
   */
  subset(sourcePath: string, text: string, options: SubsetOptions): Promise<Uint8Array> {
    const { features, encoding = "fast", axes } = options;
    return this.pool.run({ sourcePath, text, features, encoding, axes });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
