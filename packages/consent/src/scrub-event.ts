/**
 * What an error report may carry (issue 16, ADR 0016): where and how the site failed, never who
 * the visitor is. The sites' Sentry (browser and server) passes every event and breadcrumb
 * through here before sending; `dataCollection` in the SDK's options already asks for no cookies,
 * bodies, query strings or addresses, and this is the rule written down once, with tests, in case
 * an integration attaches them anyway.
 */
import type { Breadcrumb, ErrorEvent } from "@sentry/nextjs";

/**
 * The only request headers a report keeps: the request id that joins it to the logs, and the
 * browser's name. Cookies, authorization, forwarded addresses and the referrer (which may hold a
 * reset token in its query) go.
 */
export const REPORTED_HEADERS: readonly string[] = ["x-request-id", "user-agent"];

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;

/** E-mail addresses in free text (a message, a console line) become `[email]`. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}

/**
 * A URL without its query and fragment: `?token=…`, `?key=…` (a guest's invoice link) and
 * `?next=…` are the visitor's, the path is the site's.
 */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function keptHeaders(
  headers: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!headers) return undefined;
  const kept = Object.entries(headers).filter(([name]) =>
    REPORTED_HEADERS.includes(name.toLowerCase()),
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

function scrubData(data: Breadcrumb["data"]): Breadcrumb["data"] {
  if (!data) return data;
  const scrubbed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    // Navigation (from, to) and request (url) breadcrumbs; the rest (method, status) is kept.
    if (typeof value === "string" && ["url", "from", "to"].includes(key)) {
      scrubbed[key] = withoutQuery(value);
    } else if (key !== "arguments" && key !== "body") {
      scrubbed[key] = value;
    }
  }
  return scrubbed;
}

/** A breadcrumb without query strings, console arguments or e-mail addresses. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message !== undefined && { message: redactEmails(breadcrumb.message) }),
    ...(breadcrumb.data !== undefined && { data: scrubData(breadcrumb.data) }),
  };
}

/**
 * The event as it may leave: no user, no cookies, no request body, no query strings, only
 * the headers of REPORTED_HEADERS, no e-mail addresses in messages, breadcrumbs or exception
 * values. Nothing else is changed; the event is copied, not edited in place.
 */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  const { user: _user, request, breadcrumbs, exception, message, contexts, ...rest } = event;
  const scrubbed = { ...rest } as E;
  if (request) {
    const headers = keptHeaders(request.headers);
    scrubbed.request = {
      ...(request.method !== undefined && { method: request.method }),
      ...(request.url !== undefined && { url: withoutQuery(request.url) }),
      ...(headers && { headers }),
    };
  }
  if (message !== undefined) scrubbed.message = redactEmails(message);
  if (exception) {
    scrubbed.exception = {
      ...exception,
      values: exception.values?.map((value) => ({
        ...value,
        ...(value.value !== undefined && { value: redactEmails(value.value) }),
      })),
    };
  }
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.map(scrubBreadcrumb);
  if (contexts) {
    const nextjs = contexts.nextjs as Record<string, unknown> | undefined;
    const path = nextjs?.request_path;
    scrubbed.contexts =
      typeof path === "string"
        ? { ...contexts, nextjs: { ...nextjs, request_path: withoutQuery(path) } }
        : contexts;
  }
  return scrubbed;
}
