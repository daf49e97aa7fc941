/**
 * The sites' Content Security Policy (issue 13 item 5, issue 44). Scripts run only when the page
 * names them — by a nonce (the admin, rendered per request) or by their hashes (the public sites,
 * whose pages are cached: the sites' server adds the hashes of the page it sends, see
 * script-hashes.mjs) — and what those scripts add themselves ('strict-dynamic': Next's chunks,
 * Stripe.js and the analytics script, each added by code that already runs); no other inline
 * script, no eval outside development. Styles stay 'unsafe-inline': vanilla-extract's CSS is
 * inlined into the HTML and components set style variables inline.
 */

/** Stripe.js and its frames, as Stripe's CSP guide lists them; loaded at checkout only. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

export interface ContentSecurityPolicyOptions {
  /**
   * This response's nonce (base64), fresh per request. Without one the policy names no script
   * itself: the sites' server adds the hashes of the scripts in the page it sends.
   */
  nonce?: string | undefined;
  /**
   * `next dev`: React's development tooling needs eval, and without a nonce no server adds the
   * hashes (next dev is not the sites' server), so inline scripts are allowed.
   */
  development: boolean;
  /** Served over HTTPS (production): the browser upgrades any http:// subresource. */
  upgradeInsecureRequests: boolean;
  /** ANALYTICS_SCRIPT_URL: its origin may serve the script and receive its events. */
  analyticsScriptUrl?: string | undefined;
  /** SENTRY_DSN: its origin receives the browser's error reports (connect-src only). */
  sentryDsn?: string | undefined;
  /** Stripe.js and its frames (the shop's checkout); the admin site sells nothing. Default true. */
  stripe?: boolean;
  /** Further origins the site frames (e.g. the video players content may embed). */
  frameSources?: readonly string[] | undefined;
  /**
   * The SHA-256 (base64) of each fixed inline script of the site's own (the studio's theme
   * script): named in the policy itself, since the sites' server names only the scripts Next
   * writes (script-hashes.mjs).
   */
  scriptHashes?: readonly string[] | undefined;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** The policy's value for one response. */
export function buildContentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const analytics = originOf(options.analyticsScriptUrl);
  const sentry = originOf(options.sentryDsn);
  const stripe = options.stripe === false ? { script: [], frame: [], connect: [] } : STRIPE;
  // Browsers that know 'strict-dynamic' ignore 'self' and the hosts in script-src; the few that
  // do not (CSP level 2) load Next's chunks, Stripe.js and the analytics script from them.
  const scriptSources = [
    "'self'",
    ...scriptGrant(options),
    ...(options.development ? ["'unsafe-eval'"] : []),
    ...stripe.script,
    ...analytics,
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...new Set(scriptSources)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", ...new Set(["'self'", ...stripe.connect, ...analytics, ...sentry])],
    ["frame-src", ...orNone(new Set([...stripe.frame, ...(options.frameSources ?? [])]))],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ];
  if (options.upgradeInsecureRequests) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/**
 * What lets the page's own scripts run: its nonce and what they load; in development without a
 * nonce, any inline script; otherwise what they load, the site's own fixed inline scripts by
 * hash, and the hashes the server adds of the scripts Next wrote (withScriptHashes in
 * script-hashes.mjs).
 */
function scriptGrant(options: ContentSecurityPolicyOptions): string[] {
  if (options.nonce) return [`'nonce-${options.nonce}'`, "'strict-dynamic'"];
  if (options.development) return ["'unsafe-inline'"];
  return ["'strict-dynamic'", ...(options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`)];
}

/** A nonce: 128 random bits, base64 as CSP wants it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** A directive's sources, or 'none' when there are none (an empty directive allows nothing, but reads as a mistake). */
function orNone(sources: Set<string>): [string, ...string[]] {
  return sources.size > 0 ? ([...sources] as [string, ...string[]]) : ["'none'"];
}
