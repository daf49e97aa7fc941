import type { ReportRules } from "./report-rules";

type PathRule = ReportRules["path"];

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
  // A console call's arguments: free text in which a name cannot be told from any other word.
  "arguments",
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

/** scheme://, credentials (dropped), host, first path segment, rest of the path; then query. */
const URL_PARTS =
  /^(?:([a-z][a-z0-9+.-]*:\/\/)(?:[^@/?#\s]*@)?([^/?#\s]*))?(\/[^/?#\s]*)?(\/[^?#\s]*)?/i;

/** A URL split into its origin (without credentials) and the part of its path `path` keeps. */
function splitUrl(url: string, path: PathRule): { origin: string; kept: string } {
  const match = URL_PARTS.exec(url) as RegExpExecArray;
  const [whole, scheme = "", host = "", first = "", rest = ""] = match;
  const origin = `${scheme}${host}`;
  if (path === "whole") return { origin, kept: `${first}${rest}` };
  // The rest of the path is replaced; a query after a short path is marked as cut.
  const tail = rest && rest !== "/" ? `/${FILTERED}` : "";
  const hidden = whole.length < url.length && !tail ? `?${FILTERED}` : "";
  return { origin, kept: `${first}${tail}${hidden}` };
}

/**
 * A URL (or a bare path) without credentials, query or fragment, and with as much of its path
 * as `path` keeps.
 */
export function scrubUrl(url: string, path: PathRule = "first-segment"): string {
  const { origin, kept } = splitUrl(url, path);
  return `${origin}${kept}`;
}

const LOOKS_LIKE_URL = /^(?:[a-z][a-z0-9+.-]*:\/\/|\/)/i;

/** Keys whose string values are URLs or paths: breadcrumbs' `url`, `from`, `to`; Next's `request_path`. */
const URL_KEYS = new Set(["url", "from", "to", "request_path"]);

/**
 * A URL the event is about (the request's, a breadcrumb's): reduced by `scrubUrl`, and its path
 * scrubbed as text. Its host is the server's own address, not a visitor's, and stays.
 */
export function scrubEventUrl(url: string, path: PathRule): string {
  const { origin, kept } = splitUrl(url, path);
  return `${origin}${scrubText(kept, path)}`;
}

/**
 * An e-mail address: any local part and domain (accents and all) but no slash before the at-sign,
 * so an npm scope in a path (`node_modules/@sentry/node`) and CSS's `@media` are not one.
 */
const EMAIL = /[^\s@<>()[\]"',;:/\\]+@[^\s@<>()[\]"',;:/\\]+\.\p{L}{2,}(?![\p{L}\p{N}])/gu;

function textRules(path: PathRule): [RegExp, (match: string, ...groups: string[]) => string][] {
  return [
    // drizzle's "Failed query: …\nparams: …": the parameters are the customer's data.
    [/(\nparams: )[\s\S]*$/, (_match, label) => `${label}${FILTERED}`],
    [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, (url) => scrubUrl(url, path)],
    [/\b(Bearer|Basic|Token)\s+[^\s"',;]+/gi, (_match, scheme) => `${scheme} [token]`],
    [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, () => "[token]"],
    [EMAIL, () => "[email]"],
    // Card numbers: 14 to 19 digits from a card network's range (2–6), spaced or not.
    [
      /\b[2-6]\d(?:[ -]?\d){12,17}\b/g,
      (run) => (passesLuhn(run.replace(/\D/g, "")) ? "[card]" : run),
    ],
    [/\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b/g, () => "[ip]"],
    [/(?<![\w:.])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])/gi, () => "[ip]"],
    [/(?<![\w:.])[0-9a-f:]*::[0-9a-f:]*(?![\w:])/gi, () => "[ip]"],
  ];
}

const TEXT_RULES = { "first-segment": textRules("first-segment"), whole: textRules("whole") };

/**
 * Free text with what can be recognised in it replaced: e-mail addresses, card numbers (Luhn),
 * IP addresses, bearer tokens and JWTs, a failed query's parameters, and URLs reduced.
 */
export function scrubText(text: string, path: PathRule = "first-segment"): string {
  return TEXT_RULES[path].reduce(
    (scrubbed, [pattern, replace]) =>
      scrubbed.replace(pattern, replace as (match: string, ...rest: unknown[]) => string),
    text,
  );
}

const MAX_DEPTH = 12;

/**
 * Any JSON-like value: strings scrubbed, URLs under URL keys reduced and, unless `byKey` is
 * false, values under personal keys replaced, at any depth.
 */
export function scrubValue(
  value: unknown,
  path: PathRule = "first-segment",
  byKey = true,
  depth = 0,
): unknown {
  if (typeof value === "string") return scrubText(value, path);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, path, byKey, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (byKey && isPersonalKey(key)) return [key, FILTERED];
      if (typeof item === "string" && URL_KEYS.has(key) && LOOKS_LIKE_URL.test(item)) {
        return [key, scrubEventUrl(item, path)];
      }
      return [key, scrubValue(item, path, byKey, depth + 1)];
    }),
  );
}
