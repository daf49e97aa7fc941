import { dropBenignErrors } from "./benign-errors";

type SentryModule = typeof import("@sentry/nextjs");

let sentry: SentryModule | null = null;

/**
 * Error reporting for the sites (spec 4.1 and 8, DESIGN 7.1): Sentry's browser SDK, imported
 * only when called — after functional consent and only with a DSN (pass `() => startSentry(dsn)`
 * as `loadErrorReporting` to `useConsentGatedScripts`) — so visitors who decline never download
 * it. Benign browser messages are dropped before sending.
 */
export async function startSentry(dsn: string): Promise<void> {
  const module = await import("@sentry/nextjs");
  module.init({
    dsn,
    beforeSend: (event) => dropBenignErrors(event),
  });
  sentry = module;
}

/** Reports an error an error boundary caught, once reporting has started; otherwise nothing. */
export function reportCaughtError(error: unknown): void {
  sentry?.captureException(error);
}
