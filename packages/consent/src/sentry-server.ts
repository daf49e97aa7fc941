/**
 * Error reporting on the sites' servers (issue 16, ADR 0016), for each site's instrumentation.ts:
 * Sentry starts when SENTRY_DSN is set and reports the errors Next hands to `onRequestError`,
 * each tagged with the request id the site's server gave the request (`x-request-id`), so an
 * event leads to the JSON log lines and the API's. No consent is asked: the server sets nothing
 * in the visitor's browser and an event carries nothing personal (@meridian/error-scrub).
 */
import { SITE_RULES, scrubBreadcrumb, scrubEvent } from "@meridian/error-scrub";
import { REQUEST_ID_HEADER } from "@meridian/request-id";
import type { ErrorEvent } from "@sentry/nextjs";
import * as Sentry from "@sentry/nextjs";
import { DATA_COLLECTION } from "./sentry-options";

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/** The request's id from its headers, if it has one. */
export function requestIdOf(headers: Headers | undefined): string | undefined {
  const value = headers?.[REQUEST_ID_HEADER];
  const id = Array.isArray(value) ? value[0] : value;
  return id || undefined;
}

/**
 * Adds the `request_id` tag from the event's request headers where the event has none yet (an
 * error the SDK caught by itself during a request), then scrubs the event.
 */
export function prepareServerEvent<E extends ErrorEvent>(event: E): E {
  const id = event.tags?.request_id ?? requestIdOf(event.request?.headers);
  const tagged = id === undefined ? event : { ...event, tags: { ...event.tags, request_id: id } };
  return scrubEvent(tagged, SITE_RULES);
}

/** Starts Sentry on this server when a DSN is configured; without one, nothing. */
export function startServerErrorReporting(dsn: string | undefined): void {
  if (!dsn || Sentry.isInitialized()) return;
  Sentry.init({
    dsn,
    dataCollection: DATA_COLLECTION,
    beforeSend: (event) => prepareServerEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb, SITE_RULES),
  });
}

/**
 * Next's `onRequestError`: Sentry's own capture (route, router kind), with the request id as a
 * tag. Does nothing while Sentry is not started.
 */
export function reportRequestError(
  ...[error, request, context]: Parameters<typeof Sentry.captureRequestError>
): void {
  if (!Sentry.isInitialized()) return;
  Sentry.withScope((scope) => {
    const id = requestIdOf(request.headers);
    if (id) scope.setTag("request_id", id);
    Sentry.captureRequestError(error, request, context);
  });
}
