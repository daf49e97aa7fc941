/** Types of http-drain.mjs (plain JavaScript, so that `node` runs it without a loader). */
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface Drain {
  /** True from the moment `stop` is called: readiness fails. */
  readonly draining: boolean;
  /**
   * Call first for every request. Returns false when the drain has answered the request itself
   * (a GET, HEAD or OPTIONS once the delay is over: 503 with Retry-After); otherwise handle it.
   */
  admit(request: IncomingMessage, response: ServerResponse): boolean;
  /** Fails readiness, waits, closes the listener once clients stop connecting, drains. */
  stop(options: { delayMs: number; graceMs: number; onGraceOver?: () => void }): Promise<void>;
}

export function createDrain(server: Server, options?: { quietMs?: number }): Drain;
