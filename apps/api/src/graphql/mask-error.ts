import { SERVICE_UNAVAILABLE } from "@meridian/graphql/errors";
import { createGraphQLError, maskError as maskUnexpected } from "graphql-yoga";

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again.";

/**
 * PostgreSQL and socket errors that mean "the database went away for a moment" (a restart, a
 * failover, a dropped connection): the pool reconnects, so the same request can be retried.
 * SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention), 53300 (too
 * many connections).
 */
const TRANSIENT_SQLSTATES = /^(08\d{3}|57P0[123]|53300)$/;
const TRANSIENT_NODE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
const TRANSIENT_MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error/i;

export function isTransientDatabaseError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, originalError } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
  };
  if (
    typeof code === "string" &&
    (TRANSIENT_SQLSTATES.test(code) || TRANSIENT_NODE_CODES.has(code))
  )
    return true;
  if (typeof message === "string" && TRANSIENT_MESSAGES.test(message)) return true;
  return (
    isTransientDatabaseError(cause, depth + 1) || isTransientDatabaseError(originalError, depth + 1)
  );
}

/**
 * Unexpected errors stay masked ("Unexpected error.", no details); a transient database failure
 * becomes a retriable SERVICE_UNAVAILABLE with HTTP 503, so clients and load balancers retry.
 */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  if (isTransientDatabaseError(error)) {
    return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
      extensions: { code: SERVICE_UNAVAILABLE, retriable: true, http: { status: 503 } },
    });
  }
  return maskUnexpected(error, message, isDev);
}
