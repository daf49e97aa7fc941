/**
 * The one list of payload error codes (DESIGN 7.1). The schema's `ErrorCode` enum mirrors it;
 * a test keeps the two in step.
 */
export const ERROR_CODES = [
  "INVALID_INPUT",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "INVALID_CREDENTIALS",
  "AUTH_REQUIRED",
  "RATE_LIMITED",
  "OVER_LIMIT",
  "CART_CHANGED",
  "CONTENT_CHANGED",
  "CARD_DECLINED",
  "CARD_INVALID",
  "PAYMENT_FAILED",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A problem the caller can fix, as returned in a payload's `errors` list. */
export interface UserError {
  code: ErrorCode;
  field?: string | null;
  message: string;
  data?: string | null;
}

/** Top-level GraphQL error codes: authentication, malformed requests, unexpected failures. */
export const AUTHENTICATION_ERROR = "AUTHENTICATION_ERROR";
/** The staff API: signed in, but the account's role may not do this (DESIGN 4.12). */
export const FORBIDDEN = "FORBIDDEN";
export const INTERNAL_SERVER_ERROR = "INTERNAL_SERVER_ERROR";
/**
 * A transient failure (the database restarting, say). Retry only when `extensions.retriable` is
 * true: a mutation whose commit may already have happened is not marked retriable.
 */
export const SERVICE_UNAVAILABLE = "SERVICE_UNAVAILABLE";
