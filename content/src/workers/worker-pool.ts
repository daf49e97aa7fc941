import { availableParallelism } from "node:os";
import { Piscina } from "piscina";

/**
 * The one pool of worker threads for CPU-bound font work: the content build's format
 * conversions and the API's subsets both run through it. Piscina replaces a worker that
 * crashes, and the task on it fails instead of waiting for an answer that never comes; a task
 * that outlives its time is aborted, which terminates the worker it runs on (a hung harfbuzz or
 * Brotli call cannot be interrupted any other way) and starts a fresh one; and the queue is
 * bounded, so a burst is refused at once rather than piling up behind busy workers.
 */

/** CPU-bound work at once: one per core, two at most (more gains nothing on these machines). */
export const CPU_SLOTS = Math.min(2, availableParallelism());

export interface WorkerPoolOptions {
  /**
   * The worker module: its default export runs one task. Plain JavaScript (`.mjs`), or
   * TypeScript that a bundle turns into `.mjs` (run from source, it is loaded through tsx).
   */
  worker: URL;
  /** Worker threads; by default `CPU_SLOTS`. */
  threads?: number;
  /** Tasks that may wait for a thread; one more is refused with PoolBusyError. */
  maxQueue: number;
  /** From submission to answer, queueing included; then TaskTimeoutError. */
  taskTimeoutMs: number;
}

/**
 * A worker written in TypeScript (run from source: the tests, `npm start`) is loaded through tsx,
 * as its parent is, unless the parent's options already say so; a bundle's workers are `.mjs`.
 */
function typeScriptLoader(worker: URL): string[] {
  const hasTsx = process.execArgv.some((arg) => arg === "tsx" || arg.endsWith("=tsx"));
  if (!worker.pathname.endsWith(".ts") || hasTsx) return [];
  return ["--import", "tsx"];
}

/** Every thread is busy and the queue is full: try again later (HTTP 503). */
export class PoolBusyError extends Error {
  override name = "PoolBusyError";
}

/** The task took longer than the pool allows; its worker was terminated and replaced. */
export class TaskTimeoutError extends Error {
  override name = "TaskTimeoutError";
}

export class WorkerPool<Task, Result> {
  private readonly piscina: Piscina<Task, Result>;
  private readonly capacity: number;
  private readonly taskTimeoutMs: number;
  /** Tasks submitted and not yet settled: running or queued. */
  private pending = 0;

  constructor(options: WorkerPoolOptions) {
    const threads = options.threads ?? CPU_SLOTS;
    this.capacity = threads + options.maxQueue;
    this.taskTimeoutMs = options.taskTimeoutMs;
    this.piscina = new Piscina({
      filename: options.worker.href,
      // A fixed set of threads, replaced as they crash or are terminated. (piscina 5.3.2 with
      // fewer minThreads than maxThreads stalls when a worker is removed while tasks wait.)
      // Idle threads are unref'd, so a pool never keeps a finished build or test alive.
      minThreads: threads,
      maxThreads: threads,
      // Piscina loads the worker with require() before import(). On Node 20.19+ require() of
      // an ES module is on by default, and a worker terminated while that require() links the
      // module (a pool closed or a task timed out as a replacement thread starts) aborts the
      // whole process in a V8 assertion. Without it, require() refuses and import() loads the
      // module, which termination interrupts safely.
      execArgv: [
        ...process.execArgv,
        ...typeScriptLoader(options.worker),
        "--no-experimental-require-module",
      ],
    });
  }

  /** Runs `task` on a worker: its result, or the worker's error, PoolBusyError or TaskTimeoutError. */
  async run(task: Task): Promise<Result> {
    // Counted here rather than left to piscina's maxQueue, which lets the queue grow past its
    // bound while threads are starting.
    if (this.pending >= this.capacity) {
      throw new PoolBusyError("every worker is busy and the queue is full");
    }
    this.pending++;
    const signal = AbortSignal.timeout(this.taskTimeoutMs);
    try {
      return await this.piscina.run(task, { signal });
    } catch (error) {
      if (!signal.aborted) throw error;
      throw new TaskTimeoutError(`the task did not finish within ${this.taskTimeoutMs} ms`, {
        cause: error,
      });
    } finally {
      this.pending--;
    }
  }

  /** Terminates the workers; tasks still queued or running are rejected. */
  close(): Promise<void> {
    return this.piscina.destroy();
  }
}
