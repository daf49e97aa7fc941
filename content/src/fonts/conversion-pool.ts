import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { FontFileError } from "./font-file-error";
import type { SourceFormat } from "./source-format";

/** The files made from one source; see conversion-worker.mjs for which are null when. */
export interface ConvertedFont {
  woff2: Buffer | null;
  woff: Buffer;
  sfnt: Buffer | null;
}

type WorkerReply =
  | { ok: true; woff2: Uint8Array | null; woff: Uint8Array; sfnt: Uint8Array | null }
  | { ok: false; message: string };

interface Task {
  source: Buffer;
  sourceFormat: SourceFormat;
  resolve: (converted: ConvertedFont) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  task: Task | null;
}

/**
 * WOFF2 compression is CPU-bound: more workers than cores would only contend. Two at most, as the
 * build machines have two cores; the main thread's share (reading tables, copying) is small.
 */
const POOL_SIZE = Math.min(availableParallelism(), 2);
const WORKER_URL = new URL("./conversion-worker.mjs", import.meta.url);

const queue: Task[] = [];
const idle: PoolWorker[] = [];
const live = new Set<PoolWorker>();

/** Converts a font in the worker pool, queueing while every worker is busy. */
export function convertFont(source: Buffer, sourceFormat: SourceFormat): Promise<ConvertedFont> {
  return new Promise((resolve, reject) => {
    queue.push({ source, sourceFormat, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (queue.length > 0) {
    const poolWorker = idle.pop() ?? (live.size < POOL_SIZE ? startWorker() : undefined);
    if (!poolWorker) return;
    const task = queue.shift()!;
    poolWorker.task = task;
    poolWorker.worker.ref();
    poolWorker.worker.postMessage({ source: task.source, sourceFormat: task.sourceFormat });
  }
}

function startWorker(): PoolWorker {
  const poolWorker: PoolWorker = { worker: new Worker(WORKER_URL), task: null };
  live.add(poolWorker);

  poolWorker.worker.on("message", (reply: WorkerReply) => {
    const task = poolWorker.task;
    poolWorker.task = null;
    if (reply.ok) {
      task?.resolve({
        woff2: reply.woff2 && toBuffer(reply.woff2),
        woff: toBuffer(reply.woff),
        sfnt: reply.sfnt && toBuffer(reply.sfnt),
      });
    } else {
      // The converters fail only on what they are given, so the file is the one to blame.
      task?.reject(
        new FontFileError(
          `damaged font file: it could not be converted for the web (${reply.message})`,
        ),
      );
    }
    // An idle worker must not keep the build process alive once the work is done.
    poolWorker.worker.unref();
    idle.push(poolWorker);
    dispatch();
  });
  poolWorker.worker.on("error", (error) => {
    poolWorker.task?.reject(error);
    poolWorker.task = null;
  });
  poolWorker.worker.on("exit", (code) => {
    live.delete(poolWorker);
    const idleIndex = idle.indexOf(poolWorker);
    if (idleIndex !== -1) idle.splice(idleIndex, 1);
    poolWorker.task?.reject(new Error(`the font conversion worker stopped (exit code ${code})`));
    dispatch();
  });
  return poolWorker;
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
