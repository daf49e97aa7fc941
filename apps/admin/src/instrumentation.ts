import { serverErrorReporting } from "@meridian/consent/server-error-reporting";
import { env } from "./env";

/**
 * Error reporting on this site's server (ADR 0016), in each runtime Next uses (Node, and the
 * edge runtime where a route asks for it: `@sentry/nextjs` resolves to its edge build there).
 * With SENTRY_DSN set, `register` starts Sentry as the server starts and `onRequestError`
 * reports every error a request ends in — a render, a route handler, a server action, the
 * proxy — tagged with the request's id. Without it nothing loads and nothing is sent. The
 * admin site asks for no consent: staff browsers report nothing.
 */
const reporting = serverErrorReporting(env.SENTRY_DSN);

export const register = reporting.register;
export const onRequestError = reporting.onRequestError;
