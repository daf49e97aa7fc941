/** Types of precompressed.mjs (plain JavaScript: the build and the sites' server run it without a loader). */
import type { IncomingMessage, ServerResponse } from "node:http";

/** Writes a Brotli copy beside each script and stylesheet of 1 KB or more; returns how many. */
export function precompress(staticDir: string): Promise<number>;

/** The files of `staticDir` with a Brotli copy, as `chunks/abc.js`. */
export function findPrecompressed(staticDir: string): Set<string>;

/** Points a static file's request at its Brotli copy where the browser takes Brotli. */
export function preferPrecompressed(
  request: IncomingMessage,
  response: ServerResponse,
  path: string | undefined,
  precompressed: ReadonlySet<string>,
): boolean;
