import { PoolBusyError, TaskTimeoutError } from "@meridian/content/worker-pool";
import { jsonResponse } from "../../platform/http/json-response";
import type { Logger } from "../../platform/logging/logger";
import { reportUnexpected } from "../../platform/signals/error-reports";

/** Seconds to wait before asking again for a subset the pool had no room or time for. */
export const SUBSET_RETRY_AFTER_SECONDS = "2";

/**
 * The answer to a subset the worker pool did not make. Busy (every worker working, the queue
 * full) and timed out (the worker was replaced) are passing: 503 with Retry-After, so a browser
 * or CDN asks again shortly. Anything else — a worker that crashed, a font harfbuzz refused — is
 * a 500, and reported. Either way the answer comes at once, and the next request starts afresh.
 */
export function subsetFailure(
  error: unknown,
  cors: Record<string, string>,
  logger: Logger,
  context: Record<string, string>,
): Response {
  if (error instanceof PoolBusyError || error instanceof TaskTimeoutError) {
    logger.warn({ err: error, ...context }, "font subset not made: the workers are busy");
    return jsonResponse(
      503,
      { error: "Fonts are being cut for many requests at once; try again in a moment" },
      { "Retry-After": SUBSET_RETRY_AFTER_SECONDS, ...cors },
    );
  }
  logger.error({ err: error, ...context }, "font subset failed");
  reportUnexpected(error);
  return jsonResponse(500, { error: "The subset could not be made" }, cors);
}
