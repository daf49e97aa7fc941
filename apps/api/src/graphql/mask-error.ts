import { maskError as maskUnexpected } from "graphql-yoga";
import { isTransientDatabaseError, serviceUnavailable } from "./service-unavailable";

/**
 * Unexpected errors stay masked ("Unexpected error.", no details) in every mode: a development
 * answer once carried the SQL, its parameters (a new account's password hash) and a stack.
 * Yoga logs the original error; the caller sees none of it. A transient database failure met
 * during execution is answered by graphql/service-unavailable, which knows the operation; one
 * met anywhere else is SERVICE_UNAVAILABLE too, but not retriable, since what it interrupted is
 * unknown.
 */
export function maskError(error: unknown, message: string): Error {
  if (isTransientDatabaseError(error)) return serviceUnavailable(false);
  return maskUnexpected(error, message, false);
}
