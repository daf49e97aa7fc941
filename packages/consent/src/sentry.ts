/**
 * Error reporting in the browser (spec 4.1 and 8, DESIGN 7.1, ADR 0016): the one place the sites
 * start Sentry's browser SDK. `useConsentGatedScripts` calls `startSentry` after functional
 * consent and only with a DSN; the SDK is imported then (sentry-browser.ts), so a visitor who
 * declines, or a site without a DSN, never downloads it. This file is all the first load holds.
 */

type Capture = (error: unknown) => void;

let capture: Capture | null = null;

/** Imports and starts Sentry's browser SDK; resolves once it reports. */
export async function startSentry(dsn: string): Promise<void> {
  const { initBrowserSentry } = await import("./sentry-browser");
  capture = initBrowserSentry(dsn);
}

/**
 * An error from the server's rendering reaches the browser as a digest without its details;
 * the server reported it already (instrumentation.ts), with its request id.
 */
function isServerRenderError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { digest?: unknown }).digest === "string"
  );
}

/**
 * Reports an error an error boundary caught (route `error.tsx`, `global-error.tsx`), once
 * reporting has started; before consent, without a DSN, or for a server error, nothing.
 */
export function reportCaughtError(error: unknown): void {
  if (capture && !isServerRenderError(error)) capture(error);
}

/** Tests only: forget that reporting started. */
export function resetSentryForTests(): void {
  capture = null;
}
