import { maskError as maskUnexpected } from "graphql-yoga";
import { reportUnexpected } from "../signals/error-reports";
import { isTransientDatabaseError, serviceUnavailable } from "./service-unavailable";

/**
 * Unexpected errors stay masked ("Unexpected error.", no details) in every mode: a development
 * answer once carried the SQL, its parameters (a new account's password hash) and a stack.
 * Yoga logs the original error; the caller sees none of it; error reports get it
 * (signals/error-reports). What yoga lets through unmasked — GraphQL errors with a code
 * (authentication, validation), and payload errors, which are data — is an answer, not an
 * error, and is never reported. A transient database failure met during execution is answered
 * by graphql/service-unavailable, which knows the operation; one met anywhere else is
 * SERVICE_UNAVAILABLE too, but not retriable, since what it interrupted is unknown. Neither is
 * reported: the database being away for a moment is what metrics and readiness show.
 */
export function maskError(error: unknown, message: string): Error {
  if (isTransientDatabaseError(error)) return serviceUnavailable(false);
  const masked = maskUnexpected(error, message, false);
  if (masked !== error) reportUnexpected(originalOf(error));
  return masked;
}

/** The error a resolver threw, inside the GraphQLError that located it. */
function originalOf(error: unknown): unknown {
  const { originalError } = (error ?? {}) as { originalError?: unknown };
  return originalError ?? error;
}
