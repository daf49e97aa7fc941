import { AsyncLocalStorage } from "node:async_hooks";
import { requestContext } from "@meridian/request-id";

/**
 * What the API knows of the request — or the job — it is serving, wherever the code asks: the
 * logger adds the ids to every line, error reports and metrics read the rest. Kept in one
 * AsyncLocalStorage, so services, repositories and jobs need no logger or id passed down.
 */
export interface RequestScope {
  /** The `x-request-id`: the caller's when plain, else a new UUID (@meridian/request-id). */
  requestId?: string;
  /** The W3C trace the request belongs to (its `traceparent`, continued or started here). */
  traceId?: string;
  /** The route that answered, as metrics and error reports name it (`/graphql`, `/images`). */
  route?: string;
  /**
   * The GraphQL operation, once known, as metrics and reports name it: a name of the sites'
   * documents, or `other` (signals/operation-names).
   */
  operation?: string;
  /** The job being run; its ids are those of the request that queued it. */
  jobKind?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Serves one HTTP request inside its scope: the ids come from its headers or are made here. */
export function serveInScope<T>(
  headers: Headers,
  work: (scope: RequestScope & { requestId: string }) => Promise<T>,
): Promise<T> {
  const { requestId, traceId } = requestContext(headers);
  const scope = { requestId, traceId };
  return storage.run(scope, () => work(scope));
}

/** Runs work that is not a request (a job) inside a scope of its own. */
export function runInScope<T>(scope: RequestScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/** The scope of the request or job being served; undefined outside any (start-up, polling). */
export function currentScope(): RequestScope | undefined {
  return storage.getStore();
}

/** The ids every log line written for a request or its jobs carries (pino's mixin). */
export function scopeLogFields(): { requestId?: string; traceId?: string } {
  const scope = storage.getStore();
  if (!scope?.requestId) return {};
  return { requestId: scope.requestId, traceId: scope.traceId };
}
