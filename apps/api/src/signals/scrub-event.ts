import type { Breadcrumb, Event, Exception, RequestEventData } from "@sentry/node";

/**
 * Sentry's `beforeSend` for the API (docs/adr/0014-api-signals.md): an error report carries what
 * tells an operator what broke — the exception, its stack, the request id, the operation — and
 * no personal data or secret. Three rules, applied to the message, the exceptions, the
 * breadcrumbs, the request, extra, contexts and tags:
 * - a value under a key that names personal data or a secret (`email`, `name`, `password`,
 *   `token`, `authorization`, `cookie`, `address`, `card`, `ip`, `variables`, …) is replaced;
 * - text loses what can be recognised in it: e-mail addresses, card numbers (Luhn), IP
 *   addresses, bearer tokens and JWTs, and a failed query's parameters (drizzle puts them after
 *   `params:`, and they are a customer's e-mail, name and password hash);
 * - a URL keeps its origin and first path segment only: the rest can be a signed link, and the
 *   query string a visitor's text.
 * The request keeps its method, that reduced URL and a few plain headers; its body, query
 * string, cookies and environment go, and so does the event's user.
 */

export const FILTERED = "[Filtered]";

/** Keys (lowercased, separators removed) whose values are personal data or secrets. */
const PERSONAL_KEYS = new Set([
  "name",
  "firstname",
  "lastname",
  "fullname",
  "givenname",
  "familyname",
  "surname",
  "username",
  "displayname",
  "customername",
  "billingname",
  "contactname",
  "user",
  "uid",
  "client",
  "card",
  "pan",
  "cvc",
  "cvv",
  "expmonth",
  "expyear",
  "ip",
  "clientip",
  "remoteaddr",
  "xforwardedfor",
  "xrealip",
  "forwarded",
  "city",
  "zip",
  "zipcode",
  "postcode",
  "postalcode",
  "line1",
  "line2",
  "vat",
  "vatnumber",
  "body",
  "query",
  "querystring",
  "variables",
  "cookies",
]);

/** Parts of keys that mark them personal or secret wherever they occur (`newPassword`, `ipAddress`). */
const PERSONAL_KEY_PARTS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "token",
  "authorization",
  "cookie",
  "email",
  "cardnumber",
  "creditcard",
  "iban",
  "address",
  "street",
  "phone",
  "apikey",
  "signature",
];

export function isPersonalKey(key: string): boolean {
  const normalised = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return (
    PERSONAL_KEYS.has(normalised) || PERSONAL_KEY_PARTS.some((part) => normalised.includes(part))
  );
}

/** Request headers an event may keep: none of them says who the visitor is. */
export const PLAIN_HEADERS: ReadonlySet<string> = new Set([
  "accept",
  "content-type",
  "content-length",
  "host",
  "origin",
  "x-request-id",
  "traceparent",
]);

/** Luhn's check: tells a card number from any other long run of digits (a timestamp, an id). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Origin and first path segment of a URL (or of a bare path); the rest is replaced. */
export function scrubUrl(url: string): string {
  const match =
    /^(?:([a-z][a-z0-9+.-]*:\/\/)(?:[^@/?#\s]*@)?([^/?#\s]*))?(\/[^/?#\s]*)?(\/[^?#\s]*)?/i.exec(
      url,
    );
  if (!match) return FILTERED;
  const [, scheme = "", host = "", first = "", rest] = match;
  const tail = rest && rest !== "/" ? `/${FILTERED}` : "";
  const hidden = match[0].length < url.length && !tail ? `?${FILTERED}` : "";
  return `${scheme}${host}${first}${tail}${hidden}`;
}

const TEXT_RULES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // drizzle's "Failed query: …\nparams: …": the parameters are the customer's data.
  [/(\nparams: )[\s\S]*$/, (_match, label) => `${label}${FILTERED}`],
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => scrubUrl(url)],
  [/\b(Bearer|Basic|Token)\s+[^\s"',;]+/gi, (_match, scheme) => `${scheme} [token]`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, () => "[token]"],
  [
    /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}\b/gi,
    () => "[email]",
  ],
  // Card numbers: 14 to 19 digits from a card network's range (2–6), spaced or not.
  [
    /\b[2-6]\d(?:[ -]?\d){12,17}\b/g,
    (run) => (passesLuhn(run.replace(/\D/g, "")) ? "[card]" : run),
  ],
  [/\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g, () => "[ip]"],
  [/(?<![\w:.])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])/gi, () => "[ip]"],
  [/(?<![\w:.])[0-9a-f:]*::[0-9a-f:]*(?![\w:])/gi, () => "[ip]"],
];

/** Free text with the personal data that can be recognised in it replaced. */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce(
    (scrubbed, [pattern, replace]) =>
      scrubbed.replace(pattern, replace as (match: string, ...rest: unknown[]) => string),
    text,
  );
}

const MAX_DEPTH = 12;

/**
 * Any JSON-like value: strings scrubbed and, unless `byKey` is false, values under personal keys
 * replaced, at any depth.
 */
export function scrubValue(value: unknown, byKey = true, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, byKey, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      byKey && isPersonalKey(key) ? FILTERED : scrubValue(item, byKey, depth + 1),
    ]),
  );
}

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

function scrubContexts(contexts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(contexts).map(([name, context]) => [
      name,
      isPersonalKey(name) ? FILTERED : scrubValue(context, !SDK_CONTEXTS.has(name)),
    ]),
  );
}

/** "POST /account/download/<token>" keeps its method and the path's first segment. */
function scrubPaths(text: string): string {
  return scrubText(text).replace(
    /(^|\s)(\/\S*)/g,
    (_match, space, path) => `${space}${scrubUrl(path)}`,
  );
}

function scrubRequest(request: RequestEventData): RequestEventData {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => PLAIN_HEADERS.has(name.toLowerCase())),
  );
  return {
    ...(request.method ? { method: request.method } : {}),
    ...(request.url ? { url: scrubText(scrubUrl(request.url)) } : {}),
    headers: scrubValue(headers) as Record<string, string>,
  };
}

function scrubException(exception: Exception): Exception {
  const frames = exception.stacktrace?.frames?.map(({ vars: _vars, ...frame }) => frame);
  return {
    ...exception,
    ...(exception.value ? { value: scrubText(exception.value) } : {}),
    ...(exception.stacktrace ? { stacktrace: { ...exception.stacktrace, frames } } : {}),
  };
}

/**
 * Console output is free text, where a name cannot be told from any other word: it is not kept.
 * (The API logs through pino to stdout, never through the console.)
 */
function keepsBreadcrumb(breadcrumb: Breadcrumb): boolean {
  return breadcrumb.category !== "console";
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}),
    ...(breadcrumb.data ? { data: scrubValue(breadcrumb.data) as Breadcrumb["data"] } : {}),
  };
}

export function scrubEvent<E extends Event>(event: E): E {
  const { user: _user, ...scrubbed } = event;
  const result = scrubbed as E;
  if (event.message) result.message = scrubText(event.message);
  if (event.logentry) {
    result.logentry = {
      ...(event.logentry.message ? { message: scrubText(event.logentry.message) } : {}),
      ...(event.logentry.params ? { params: scrubValue(event.logentry.params) as unknown[] } : {}),
    };
  }
  if (event.transaction) result.transaction = scrubPaths(event.transaction);
  if (event.exception?.values) {
    result.exception = { values: event.exception.values.map(scrubException) };
  }
  if (event.breadcrumbs)
    result.breadcrumbs = event.breadcrumbs.filter(keepsBreadcrumb).map(scrubBreadcrumb);
  if (event.request) result.request = scrubRequest(event.request);
  if (event.extra) result.extra = scrubValue(event.extra) as E["extra"];
  if (event.contexts) result.contexts = scrubContexts(event.contexts) as E["contexts"];
  if (event.tags) result.tags = scrubValue(event.tags) as E["tags"];
  return result;
}
