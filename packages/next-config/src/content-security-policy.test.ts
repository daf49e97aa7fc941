// Guards the sites' Content Security Policy (issue 13 item 5): scripts only with the page's
// nonce and what they load ('strict-dynamic'), never 'unsafe-inline' for scripts and eval only
// in development; Stripe.js at checkout; the analytics and Sentry origins only when configured;
// the framing, base and form rules kept; upgrade-insecure-requests only over HTTPS.
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
import { describe, expect, it } from "vitest";
import { buildContentSecurityPolicy, createNonce } from "./content-security-policy";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

const base = { nonce: "bm9uY2U=", development: false, upgradeInsecureRequests: false };

describe("the Content Security Policy", () => {
  it("lets scripts run only with the nonce or when a running script loads them", () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'strict-dynamic'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("keeps inline styles, self-hosted fonts and images, and Stripe's frames and API", () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy.get("frame-src")).toEqual([
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
  });

  it("forbids framing the site, another base URL and forms posting elsewhere", () => {
    const policy = directives(buildContentSecurityPolicy(base));
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
  });

  it("allows eval in development only", () => {
    expect(directives(buildContentSecurityPolicy(base)).get("script-src")).not.toContain(
      "'unsafe-eval'",
    );
    expect(
      directives(buildContentSecurityPolicy({ ...base, development: true })).get("script-src"),
    ).toContain("'unsafe-eval'");
  });

  it("admits the configured analytics provider and Sentry's ingest, and nothing unconfigured", () => {
    const policy = directives(
      buildContentSecurityPolicy({
        ...base,
        analyticsScriptUrl: "https://stats.meridian.example/js/script.js",
        sentryDsn: "https://abc123@o42.ingest.de.sentry.io/7",
      }),
    );
    expect(policy.get("script-src")).toContain("https://stats.meridian.example");
    // Sentry's SDK is part of the site's own bundle: its host only receives reports.
    expect(policy.get("script-src")?.join(" ")).not.toMatch(/sentry/);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "https://api.stripe.com",
      "https://stats.meridian.example",
      "https://o42.ingest.de.sentry.io",
    ]);
    expect(buildContentSecurityPolicy(base)).not.toMatch(/sentry|stats/);
  });

  it("leaves Stripe out for the admin site, which frames nothing", () => {
    const policy = directives(buildContentSecurityPolicy({ ...base, stripe: false }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-bm9uY2U='", "'strict-dynamic'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("adds the site's own frames, such as video players", () => {
    const policy = directives(
      buildContentSecurityPolicy({ ...base, frameSources: ["https://player.vimeo.com"] }),
    );
    expect(policy.get("frame-src")).toContain("https://player.vimeo.com");
  });

  it("upgrades insecure requests only when told the site is served over HTTPS", () => {
    expect(buildContentSecurityPolicy(base)).not.toContain("upgrade-insecure-requests");
    expect(buildContentSecurityPolicy({ ...base, upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
  });

  it("without a nonce names no script itself: the server adds the page's hashes", () => {
    const policy = directives(buildContentSecurityPolicy({ ...base, nonce: undefined }));
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "'strict-dynamic'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
  });

  it("allows inline scripts only under next dev without a nonce, where no server hashes them", () => {
    const development = { ...base, nonce: undefined, development: true };
    expect(directives(buildContentSecurityPolicy(development)).get("script-src")).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
    ]);
  });

  it("never allows inline scripts beside a nonce", () => {
    const policy = buildContentSecurityPolicy({
      ...base,
      development: true,
      analyticsScriptUrl: "https://stats.meridian.example/script.js",
    });
    expect(directives(policy).get("script-src")).not.toContain("'unsafe-inline'");
  });
});

describe("the policy as Google's CSP Evaluator reads it (issue 44)", () => {
  it("finds nothing high or medium, maybe or not, in a cached page's policy in production", () => {
    const policy = buildContentSecurityPolicy({
      development: false,
      upgradeInsecureRequests: true,
      analyticsScriptUrl: "https://stats.meridian.example/js/script.js",
      sentryDsn: "https://abc123@o42.ingest.de.sentry.io/7",
      frameSources: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    });
    // As the sites' server sends it, with a page's hashes (script-hashes.mjs).
    const sent = policy.replace(
      "script-src 'self' 'strict-dynamic'",
      "script-src 'self' 'strict-dynamic' 'sha256-F8A7wEM/CBx+3vieKcubbMfWdgsy54B5PdWeRfp3zYU='",
    );
    const serious = new CspEvaluator(new CspParser(sent).csp)
      .evaluate()
      .filter((finding) => finding.severity <= Severity.MEDIUM_MAYBE);
    expect(serious).toEqual([]);
  });
});

describe("the nonce", () => {
  it("is 128 random bits in base64, different each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
  });
});
