import { reportRequestError, startServerErrorReporting } from "@meridian/consent/sentry-server";
import { env } from "./env";

/**
 * Runs once as the server starts, in each runtime Next uses (Node, and the edge runtime where a
 * route asks for it: `@sentry/nextjs` resolves to its edge build there). Sentry reports this
 * site's server errors when SENTRY_DSN is set; without it nothing starts (ADR 0015). The
 * browser's reporting waits for the visitor's consent instead (@meridian/consent).
 */
export function register(): void {
  startServerErrorReporting(env.SENTRY_DSN);
}

/**
 * Next hands here every error a request ends in — a render, a route handler, a server action,
 * the proxy — for Sentry to report with the request's id. Nothing while Sentry is not started.
 */
export const onRequestError = reportRequestError;
