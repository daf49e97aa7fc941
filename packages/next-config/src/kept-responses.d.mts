import type { IncomingMessage, ServerResponse } from "node:http";

/** How many answers a server keeps at most. */
export const KEPT_RESPONSES: number;

/** The bytes the kept answers' bodies may hold together. */
export const KEPT_BYTES: number;

export interface KeptResponses {
  /** Sends the answer kept for `request`, if there is one; says whether it did. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Watches `response` (before compression wraps it) and keeps it once sent, if it may. */
  keep(request: IncomingMessage, response: ServerResponse): void;
  /** How many answers are kept now. */
  readonly size: number;
}

/**
 * Answers kept as sent, per content revision: `revision` says which one this process renders
 * pages for (by default the one content-revision.ts keeps), undefined while none is known.
 */
export function createKeptResponses(options?: {
  limit?: number;
  maxBytes?: number;
  revision?: () => number | undefined;
}): KeptResponses;
