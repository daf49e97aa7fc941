import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

interface Pending {
  resolve(woff2: Uint8Array): void;
  reject(error: Error): void;
}

/** A fixed pool of subsetting workers; jobs go to the least busy one. */
export class SubsetPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(size = Math.min(2, availableParallelism())) {
    for (let index = 0; index < size; index++) {
      const worker = new Worker(new URL("./subset-worker.mjs", import.meta.url));
      const slot = { worker, busy: 0 };
      worker.on("message", (message: { id: number; woff2?: Uint8Array; error?: string }) => {
        slot.busy--;
        // An idle worker must not keep the process alive; a busy one must.
        if (slot.busy === 0) worker.unref();
        const job = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!job) return;
        if (message.woff2) job.resolve(new Uint8Array(message.woff2));
        else job.reject(new Error(message.error ?? "subsetting failed"));
      });
      worker.unref();
      this.workers.push(slot);
    }
  }

  /**
   * A WOFF2 of `sourcePath` holding `text`'s characters and the OpenType `features` named
   * (text-features). `quality` is Brotli's (0–11): the writer's fast default suits subsets cut
   * per request; one made once and kept for every visitor (a named subset) is worth the
   * slowest, smallest setting.
   */
  subset(
    sourcePath: string,
    text: string,
    features: readonly string[],
    quality?: number,
  ): Promise<Uint8Array> {
    const slot = this.workers.reduce((least, candidate) =>
      candidate.busy < least.busy ? candidate : least,
    );
    const id = this.nextId++;
    if (slot.busy++ === 0) slot.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, sourcePath, text, features, quality });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
