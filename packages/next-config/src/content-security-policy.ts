/**
 * The sites' Content Security Policy (issue 13 item 5). Scripts run only with the page's nonce,
 * and what those scripts add themselves ('strict-dynamic': Next's chunks, Sentry's SDK among
 * them once allowed, Stripe.js and the analytics script, each added by code that already runs);
 * no inline script without the nonce, no eval outside development. Styles stay 'unsafe-inline':
 * vanilla-extract's CSS is inlined into the HTML and components set style variables inline.
 */

/** Stripe.js and its frames, as Stripe's CSP guide lists them; loaded at checkout only. */
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

export interface ContentSecurityPolicyOptions {
  /** This response's nonce (base64), fresh per request. */
  nonce: string;
  /** `next dev`: React's development tooling needs eval. */
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
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
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

/** A nonce: 128 random bits, base64 as CSP wants it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** A directive's sources, or 'none' when there are none (an empty directive allows nothing, but reads as a mistake). */
function orNone(sources: Set<string>): [string, ...string[]] {
  return sources.size > 0 ? ([...sources] as [string, ...string[]]) : ["'none'"];
}
