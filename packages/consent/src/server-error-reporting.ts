/**
 * A site's instrumentation hooks for error reporting on the server (ADR 0016), for
 * `src/instrumentation.ts`:
 *
 *   const reporting = serverErrorReporting(env.SENTRY_DSN);
 *   export const register = reporting.register;
 *   export const onRequestError = reporting.onRequestError;
 *
 * Sentry's server SDK (sentry-server.ts) is imported only when a DSN is set: without one a
 * site's server neither reports nor holds the SDK in memory (some 25 MB).
 */
import type { reportRequestError } from "./sentry-server";

type RequestErrorArguments = Parameters<typeof reportRequestError>;

export interface ServerErrorReporting {
  /** Next's `register`: starts Sentry when there is a DSN. */
  register(): Promise<void>;
  /** Next's `onRequestError`: reports the error with the request's id when there is a DSN. */
  onRequestError(...args: RequestErrorArguments): Promise<void>;
}

export function serverErrorReporting(dsn: string | undefined): ServerErrorReporting {
  const sentry = () => import("./sentry-server");
  return {
    async register() {
      if (dsn) (await sentry()).startServerErrorReporting(dsn);
    },
    async onRequestError(...args) {
      if (dsn) (await sentry()).reportRequestError(...args);
    },
  };
}
