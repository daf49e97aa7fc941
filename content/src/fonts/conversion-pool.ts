import { WorkerPool } from "../workers/worker-pool";
import { FontFileError } from "./font-file-error";
import type { SourceFormat } from "./source-format";

/** The files made from one source; see conversion-worker.mjs for which are null when. */
export interface ConvertedFont {
  woff2: Buffer | null;
  woff: Buffer;
  sfnt: Buffer | null;
}

interface ConversionTask {
  source: Uint8Array;
  sourceFormat: SourceFormat;
}

type WorkerReply =
  | { ok: true; woff2: Uint8Array | null; woff: Uint8Array; sfnt: Uint8Array | null }
  | { ok: false; message: string };

/**
 * A full font's WOFF2 takes 1–5 s here; a conversion still running after two minutes is hung,
 * and its worker is replaced rather than holding the build.
 */
const CONVERSION_TIMEOUT_MS = 120_000;

/**
 * upload-jobs runs at most thirty-two fonts at once, so every one of them may wait here; the
 * bound only guards a caller that would submit without limit.
 */
const MAX_QUEUE = 32;

let pool: WorkerPool<ConversionTask, WorkerReply> | undefined;

/** Converts a font in the worker pool (started on first use), queueing while every worker is busy. */
export async function convertFont(
  source: Buffer,
  sourceFormat: SourceFormat,
): Promise<ConvertedFont> {
  pool ??= new WorkerPool({
    worker: new URL("./conversion-worker.mjs", import.meta.url),
    maxQueue: MAX_QUEUE,
    taskTimeoutMs: CONVERSION_TIMEOUT_MS,
  });
  let reply: WorkerReply;
  try {
    reply = await pool.run({ source, sourceFormat });
  } catch (error) {
    // A crash or a hang in the converter, not an answer: name it, whichever it was.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the font conversion worker failed (${reason})`, { cause: error });
  }
  if (!reply.ok) {
    // The converters fail only on what they are given, so the file is the one to blame.
    throw new FontFileError(
      `damaged font file: it could not be converted for the web (${reply.message})`,
    );
  }
  return {
    woff2: reply.woff2 && toBuffer(reply.woff2),
    woff: toBuffer(reply.woff),
    sfnt: reply.sfnt && toBuffer(reply.sfnt),
  };
}

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
