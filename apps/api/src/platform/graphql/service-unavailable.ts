import { SERVICE_UNAVAILABLE } from "@meridian/graphql/errors";
import {
  type ExecutionResult,
  type GraphQLError,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
} from "graphql";
import { createGraphQLError, isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Context } from "./context";

export const SERVICE_UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again.";
export const OUTCOME_UNKNOWN_MESSAGE =
  "The service was interrupted and your change may have been made. Please check before trying again.";

/**
 * PostgreSQL and socket errors that mean "the database went away for a moment" (a restart, a
 * failover, a dropped connection): the pool reconnects, so a later request succeeds.
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
 * Mutations that may be sent again whatever became of the first attempt: a repeat leaves the
 * same state and gives the same answer (FinalizeInvoice returns the invoice's one payment,
 * adopting or clearing twice changes nothing, choosing a currency or size again is a no-op).
 */
const IDEMPOTENT_MUTATIONS = new Set([
  "finalizeInvoice",
  "adoptCart",
  "clearCart",
  "updateCurrency",
  "updateCartLicenceSize",
]);

/**
 * A database that is briefly away answers SERVICE_UNAVAILABLE (HTTP 503). `retriable` tells the
 * client whether sending the same request again is safe:
 * - a query: always;
 * - a mutation: when it failed before any of its transactions sent COMMIT (nothing was
 *   written), or when it is idempotent by design (IDEMPOTENT_MUTATIONS);
 * - otherwise not: the change may have been made, and a repeat could make it twice (a second
 *   goods line, a second enquiry e-mail, a refresh token replayed into reuse detection).
 */
export function serviceUnavailable(retriable: boolean): GraphQLError {
  return createGraphQLError(retriable ? SERVICE_UNAVAILABLE_MESSAGE : OUTCOME_UNKNOWN_MESSAGE, {
    extensions: { code: SERVICE_UNAVAILABLE, retriable, http: { status: 503 } },
  });
}

function isRetriable(operation: OperationDefinitionNode | null | undefined, ctx: Context): boolean {
  if (!operation) return false;
  if (operation.operation === "query" || !ctx.database.mayHaveCommitted()) return true;
  return (
    operation.operation === "mutation" &&
    operation.selectionSet.selections.every(
      (selection) =>
        selection.kind === Kind.FIELD && IDEMPOTENT_MUTATIONS.has(selection.name.value),
    )
  );
}

/**
 * Turns an execution's transient database failures into SERVICE_UNAVAILABLE, judging
 * `retriable` with what only the request knows: its operation and whether it committed. Runs
 * before the error masking (graphql/mask-error), which lets these errors through as they are.
 */
export function useServiceUnavailable(): Plugin<Context> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.some(isTransientDatabaseError)) return;
          const operation = getOperationAST(args.document, args.operationName);
          const unavailable = serviceUnavailable(isRetriable(operation, args.contextValue));
          const errors = result.errors.map((error) =>
            isTransientDatabaseError(error) ? unavailable : error,
          );
          setResult({ ...result, errors } satisfies ExecutionResult);
        },
      };
    },
  };
}
