// Guards the worker pool both the content build and the API run font work in: a worker that
// crashes or hangs fails its own task quickly and is replaced, so the next task is answered;
// a full queue refuses at once instead of waiting.
import { afterEach, describe, expect, it } from "vitest";
import { PoolBusyError, TaskTimeoutError, WorkerPool } from "./worker-pool";

type Task = { mode: "answer" | "fail" | "crash" | "hang"; value: number };
const worker = new URL("./__fixtures__/faulty-worker.mjs", import.meta.url);

let pool: WorkerPool<Task, { doubled: number }>;
afterEach(() => pool.close());

describe("WorkerPool", () => {
  it("answers a task on a worker thread", async () => {
    pool = new WorkerPool({ worker, threads: 1, maxQueue: 4, taskTimeoutMs: 30_000 });
    await expect(pool.run({ mode: "answer", value: 21 })).resolves.toEqual({ doubled: 42 });
  });

  it("passes a task's own error on, and the worker goes on answering", async () => {
    pool = new WorkerPool({ worker, threads: 1, maxQueue: 4, taskTimeoutMs: 30_000 });
    await expect(pool.run({ mode: "fail", value: 1 })).rejects.toThrow("refused 1");
    await expect(pool.run({ mode: "answer", value: 2 })).resolves.toEqual({ doubled: 4 });
  });

  it("fails the task of a worker that crashes, and answers the next on a new worker", async () => {
    pool = new WorkerPool({ worker, threads: 1, maxQueue: 4, taskTimeoutMs: 30_000 });
    await expect(pool.run({ mode: "crash", value: 1 })).rejects.toThrow(/exited with code: 7/);
    await expect(pool.run({ mode: "answer", value: 3 })).resolves.toEqual({ doubled: 6 });
  });

  it("times a hung task out, terminating its worker, and answers the next", async () => {
    pool = new WorkerPool({ worker, threads: 1, maxQueue: 4, taskTimeoutMs: 300 });
    const hung = pool.run({ mode: "hang", value: 1 });
    await expect(hung).rejects.toBeInstanceOf(TaskTimeoutError);
    await expect(hung).rejects.toThrow("the task did not finish within 300 ms");
    await expect(pool.run({ mode: "answer", value: 4 })).resolves.toEqual({ doubled: 8 });
  });

  it("refuses a task at once when every thread is busy and the queue is full", async () => {
    pool = new WorkerPool({ worker, threads: 1, maxQueue: 1, taskTimeoutMs: 30_000 });
    // One hangs on the only thread, one waits in the queue; both end when the pool closes.
    const running = pool.run({ mode: "hang", value: 1 }).catch(() => "ended");
    const queued = pool.run({ mode: "answer", value: 1 }).catch(() => "ended");
    await expect(pool.run({ mode: "answer", value: 5 })).rejects.toBeInstanceOf(PoolBusyError);
    await pool.close();
    expect(await Promise.all([running, queued])).toEqual(["ended", "ended"]);
  });
});
