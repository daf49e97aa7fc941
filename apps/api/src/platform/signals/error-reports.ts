import { API_RULES, scrubEvent } from "@meridian/error-scrub";
import * as Sentry from "@sentry/node";
import type { Env } from "../../env";
import { API_VERSION } from "../../version";
import { currentScope, type RequestScope } from "../logging/request-scope";

/**
 * Error reports (docs/adr/0014-api-signals.md): Sentry's Node SDK, started only when SENTRY_DSN
 * is set; without it nothing is sent and `reportUnexpected` does nothing. Errors only: no
 * tracing (no sample rate, no OpenTelemetry provider, no module hooks), no request bodies, no
 * sessions, and every event through the scrubber before it leaves.
 */
export function startErrorReports(env: Env): boolean {
  if (!env.SENTRY_DSN) return false;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
    release: env.SENTRY_RELEASE ?? `meridian-api@${API_VERSION}`,
    // Sentry 11's successor of `sendDefaultPii: false`, made stricter: nothing about the
    // visitor is collected (no user or IP, cookies, bodies, query strings, GraphQL variables,
    // query parameters, local variables), and of the headers only the plain ones.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: [...API_RULES.headers] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    includeLocalVariables: false,
    // Its module hooks only serve tracing, which is off; without them nothing is patched.
    enableRuntimeChannelInjection: false,
    integrations: [
      // The request's id and route come from our scope; its body must never be read.
      Sentry.httpIntegration({ maxRequestBodySize: "none", sessions: false, spans: false }),
    ],
    beforeSend: (event) => scrubEvent(event, API_RULES),
  });
  return true;
}

/** Sends what is queued (at most `timeoutMs`) and stops; a no-op when reports never started. */
export async function stopErrorReports(timeoutMs = 2_000): Promise<void> {
  if (Sentry.isInitialized()) await Sentry.close(timeoutMs);
}

/** Errors already reported: one failure seen by two layers is one event. */
const reported = new WeakSet<object>();

function tagsOf(scope: RequestScope | undefined): Record<string, string> {
  const tags: Record<string, string | undefined> = {
    request_id: scope?.requestId,
    route: scope?.route,
    operation: scope?.operation,
    job_kind: scope?.jobKind,
  };
  return Object.fromEntries(
    Object.entries(tags).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * Reports an error nobody expected — one GraphQL masks, a route's 500, a job given up — with
 * what identifies the request or job being served. Refusals of input, rate limits, failed
 * sign-ins and a database that is briefly away are answers, not errors: never reported.
 */
export function reportUnexpected(error: unknown): void {
  if (!Sentry.isInitialized()) return;
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const scope = currentScope();
  Sentry.withScope((sentryScope) => {
    sentryScope.setTags(tagsOf(scope));
    // The event's trace is the request's W3C trace: the one its log lines and the site's carry.
    if (scope?.traceId) {
      sentryScope.setPropagationContext({ traceId: scope.traceId, sampleRand: Math.random() });
    }
    Sentry.captureException(error);
  });
}
