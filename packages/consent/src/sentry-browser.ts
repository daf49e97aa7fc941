/**
 * Sentry's browser SDK as the sites start it, imported only by `startSentry` (sentry.ts) after
 * functional consent: errors only — no performance tracing, no session or client-report
 * envelopes — benign browser messages dropped (spec 8) and personal data scrubbed.
 */
import { SITE_RULES, scrubBreadcrumb, scrubEvent } from "@meridian/error-scrub";
import { captureException, init } from "@sentry/nextjs";
import { dropBenignErrors } from "./benign-errors";
import { DATA_COLLECTION } from "./sentry-options";

/**
 * Default integrations the sites leave out: tracing (pageloads, navigations, trace headers on
 * every fetch) and release-health sessions, which would send an envelope per page view.
 */
const LEFT_OUT = new Set(["BrowserTracing", "BrowserSession"]);

/** Starts the SDK; returns how an error boundary reports what it caught. */
export function initBrowserSentry(dsn: string): (error: unknown) => void {
  init({
    dsn,
    dataCollection: DATA_COLLECTION,
    sendClientReports: false,
    integrations: (defaults) => defaults.filter((integration) => !LEFT_OUT.has(integration.name)),
    beforeSend: (event) => {
      const kept = dropBenignErrors(event);
      return kept && scrubEvent(kept, SITE_RULES);
    },
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, SITE_RULES),
  });
  return (error) => {
    captureException(error);
  };
}
