/**
 * What an error report may carry (ADR 0014 for the API, ADR 0016 for the sites): what tells an
 * operator what broke — the exception, its stack, the request id, the operation, the page — and
 * no personal data or secret. The API's and the sites' Sentry (browser and server) pass every
 * event and breadcrumb through here, each with its `ReportRules`:
 * - the event's user goes; the request keeps its method, its URL reduced (`ReportRules.path`;
 *   never credentials, query or fragment) and the headers `ReportRules.headers` names, and loses
 *   its body, query string, cookies and environment;
 * - a value under a key that names personal data or a secret (`email`, `name`, `password`,
 *   `token`, `authorization`, `cookie`, `address`, `card`, `ip`, `variables`, `arguments`, …)
 *   is replaced, in extra, contexts, tags and breadcrumb data;
 * - text loses what can be recognised in it (scrub-text.ts): e-mail addresses, card numbers,
 *   IP addresses, bearer tokens and JWTs, a failed query's parameters; URLs are reduced;
 * - console breadcrumbs go (free text, where a name cannot be told from any other word), and so
 *   do stack frames' local variables.
 * The event is copied, not edited in place.
 */
import type { ReportBreadcrumb, ReportEvent, ReportException, ReportRequest } from "./report-event";
import type { ReportRules } from "./report-rules";
import {
  FILTERED,
  isPersonalKey,
  scrubEventUrl,
  scrubText,
  scrubUrl,
  scrubValue,
} from "./scrub-text";

/**
 * The contexts the SDK fills in about the machine (`runtime.name` is "node", `os.name` "Linux"):
 * their keys are the SDK's own, so only their text is scrubbed.
 */
const SDK_CONTEXTS = new Set([
  "runtime",
  "os",
  "device",
  "app",
  "culture",
  "cloud_resource",
  "trace",
]);

/** A browser's name and version is not free text: scrubbing it would read its version as an IP. */
const VERBATIM_HEADERS = new Set(["user-agent"]);

function scrubContexts(contexts: Record<string, unknown>, rules: ReportRules) {
  return Object.fromEntries(
    Object.entries(contexts).map(([name, context]) => [
      name,
      isPersonalKey(name) ? FILTERED : scrubValue(context, rules.path, !SDK_CONTEXTS.has(name)),
    ]),
  );
}

/** "POST /account/download/<token>" keeps its method and as much of the path as the rules do. */
function scrubPaths(text: string, rules: ReportRules): string {
  return scrubText(text, rules.path).replace(
    /(^|\s)(\/\S*)/g,
    (_match, space, path) => `${space}${scrubUrl(path, rules.path)}`,
  );
}

function scrubRequest(request: ReportRequest, rules: ReportRules): ReportRequest {
  const kept = Object.entries(request.headers ?? {}).filter(([name]) =>
    rules.headers.includes(name.toLowerCase()),
  );
  const headers = Object.fromEntries(
    kept.map(([name, value]) => [
      name,
      VERBATIM_HEADERS.has(name.toLowerCase()) ? value : scrubText(value, rules.path),
    ]),
  );
  return {
    ...(request.method !== undefined && { method: request.method }),
    ...(request.url !== undefined && { url: scrubEventUrl(request.url, rules.path) }),
    ...(kept.length > 0 && { headers }),
  };
}

function scrubException<X extends ReportException>(exception: X, rules: ReportRules): X {
  const frames = exception.stacktrace?.frames?.map(({ vars: _vars, ...frame }) => frame);
  return {
    ...exception,
    ...(exception.value !== undefined && { value: scrubText(exception.value, rules.path) }),
    ...(exception.stacktrace && { stacktrace: { ...exception.stacktrace, frames } }),
  };
}

/**
 * A breadcrumb as it may leave — message and data scrubbed — or null for a console breadcrumb.
 * The SDKs' `beforeBreadcrumb` and `scrubEvent` both use it.
 */
export function scrubBreadcrumb<B extends ReportBreadcrumb>(
  breadcrumb: B,
  rules: ReportRules,
): B | null {
  if (breadcrumb.category === "console") return null;
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined && { message: scrubText(breadcrumb.message, rules.path) }),
    ...(breadcrumb.data !== undefined && {
      data: scrubValue(breadcrumb.data, rules.path) as B["data"],
    }),
  };
}

/** The event as it may leave, under the rules of the API or of the sites. */
export function scrubEvent<E extends ReportEvent>(event: E, rules: ReportRules): E {
  const { user: _user, ...rest } = event;
  const scrubbed = rest as E;
  if (event.message !== undefined) scrubbed.message = scrubText(event.message, rules.path);
  if (event.logentry) {
    scrubbed.logentry = {
      ...(event.logentry.message !== undefined && {
        message: scrubText(event.logentry.message, rules.path),
      }),
      ...(event.logentry.params && {
        params: scrubValue(event.logentry.params, rules.path) as unknown[],
      }),
    };
  }
  if (event.transaction !== undefined) {
    scrubbed.transaction = scrubPaths(event.transaction, rules);
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => scrubException(value, rules)),
    };
  }
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.flatMap((breadcrumb) => {
      const kept = scrubBreadcrumb(breadcrumb, rules);
      return kept ? [kept] : [];
    });
  }
  if (event.request) scrubbed.request = scrubRequest(event.request, rules);
  if (event.extra) scrubbed.extra = scrubValue(event.extra, rules.path) as E["extra"];
  if (event.contexts) scrubbed.contexts = scrubContexts(event.contexts, rules) as E["contexts"];
  if (event.tags) scrubbed.tags = scrubValue(event.tags, rules.path) as E["tags"];
  return scrubbed;
}
