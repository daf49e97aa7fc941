import { WorkerPool } from "@meridian/content/worker-pool";

interface SubsetTask {
  sourcePath: string;
  text: string;
  /** The OpenType features kept; undefined keeps every one (hb-subset's closure of them all). */
  features: readonly string[] | undefined;
  quality: number | undefined;
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
   * (text-features), or all of them (undefined: a web kit's files, for any use). `quality` is Brotli's (0–11): the writer's fast default suits subsets cut
   * per request; one made once and kept for every visitor (a named subset) is worth the
   * slowest, smallest setting.
   */
  subset(
    sourcePath: string,
    text: string,
    features: readonly string[] | undefined,
    quality?: number,
  ): Promise<Uint8Array> {
    return this.pool.run({ sourcePath, text, features, quality });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
