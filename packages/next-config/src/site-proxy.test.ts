// Guards a site's proxy (issue 13 item 5, ADR 0001): the API's paths are rewritten to the API
// untouched, the foundry's own /fonts/{slug} pages are not; every page gets its Content
// Security Policy, the same for every load (issue 44: the sites' server adds the
// page's script hashes). Issue 16: pages and the API's paths go on with the request's id and a
// trace naming this hop.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { awaitsScriptHashes } from "./script-hashes.mjs";
import type { SiteEnv } from "./site-env";
import { createSiteProxy, revisionPath } from "./site-proxy";

// The revision the content service serves, as the site last heard it.
vi.mock("./content-revision", () => ({ contentRevision: async () => 42 }));

const proxy = createSiteProxy({ API_URL: "http://api.internal:4000" } as SiteEnv);

/** The request headers the proxy hands on to rendering (Next's middleware convention). */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("a page's path under a revision", () => {
  it("puts the revision in front, 0 before the content service first answers", () => {
    expect(revisionPath("/", 42)).toBe("/42");
    expect(revisionPath("/fonts/inter", 42)).toBe("/42/fonts/inter");
    expect(revisionPath("/fonts", undefined)).toBe("/0/fonts");
    expect(revisionPath("/fonts/inter", 42, "?glyphs=all")).toBe("/42~Z2x5cGhzPWFsbA/fonts/inter");
  });
});

describe("a site's proxy", () => {
  it("keeps the path of route handlers, Next's files and the metadata files", async () => {
    for (const path of ["/api/search-index", "/robots.txt", "/sitemap.xml", "/icon.svg"]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    }
  });

  it("rewrites the API's paths and sets no policy on them", async () => {
    for (const path of [
      "/graphql",
      "/fonts/inter/Inter-Regular.woff2",
      "/font-subset.woff2",
      "/images/abc.webp",
      "/account/download/1/family/web",
      "/trial-download/tok",
    ]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}?v=1`));
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        `http://api.internal:4000${path}?v=1`,
      );
      expect(response.headers.get("content-security-policy")).toBeNull();
    }
  });

  it("renders pages, /fonts/{slug} included, under the revision, with a policy awaiting hashes", async () => {
    for (const path of ["/", "/fonts/inter", "/account", "/checkout"]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}?page=2`));
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        `http://localhost:3000${revisionPath(path, 42, "?page=2")}?page=2`,
      );
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("script-src 'self' 'strict-dynamic' https://js.stripe.com");
      expect(policy).not.toContain("nonce");
      expect(forwardedRequestHeader(response, "x-nonce")).toBeNull();
    }
  });

  it("passes the request's id and a new span of its trace on to the API and to rendering", async () => {
    const trace = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    for (const path of ["/graphql", "/fonts/inter"]) {
      const response = await proxy(
        new NextRequest(`http://localhost:3000${path}`, {
          headers: { "x-request-id": "site-req-1234", traceparent: trace },
        }),
      );
      expect(forwardedRequestHeader(response, "x-request-id")).toBe("site-req-1234");
      const forwardedTrace = forwardedRequestHeader(response, "traceparent") ?? "";
      expect(forwardedTrace.slice(0, 35)).toBe(trace.slice(0, 35));
      expect(forwardedTrace).not.toBe(trace);
    }
  });

  it("gives a request that came without an id one, under next dev", async () => {
    const response = await proxy(new NextRequest("http://localhost:3000/fonts"));
    const requestId = forwardedRequestHeader(response, "x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    expect(forwardedRequestHeader(response, "traceparent")).toMatch(/^00-[0-9a-f]{32}-/);
  });

  it("gives every load of a page, a prefetch included, the same policy: one a cache can keep", async () => {
    const policyOf = async (headers: Record<string, string> = {}) =>
      (await proxy(new NextRequest("http://localhost:3000/fonts/inter", { headers }))).headers.get(
        "content-security-policy",
      );
    expect(await policyOf()).toBe(await policyOf());
    expect(await policyOf({ "next-router-prefetch": "1" })).toBe(await policyOf());
  });

  it("never names a nonce or a policy the visitor sent", async () => {
    const response = await proxy(
      new NextRequest("http://localhost:3000/", {
        headers: { "x-nonce": "chosen", "content-security-policy": "script-src 'nonce-chosen'" },
      }),
    );
    expect(response.headers.get("content-security-policy")).not.toContain("chosen");
    expect(forwardedRequestHeader(response, "x-nonce")).toBeNull();
    expect(forwardedRequestHeader(response, "content-security-policy")).toBeNull();
  });

  it("asks a page reached over HTTPS in production to upgrade its requests, and no other", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const production = createSiteProxy({ API_URL: "http://api.internal:4000" } as SiteEnv);
    vi.unstubAllEnvs();
    const policyOf = async (site: typeof proxy, headers: Record<string, string> = {}) =>
      (await site(new NextRequest("http://localhost:3000/fonts", { headers }))).headers.get(
        "content-security-policy",
      ) ?? "";
    const overHttps = { "x-forwarded-proto": "https" };
    expect(await policyOf(production, overHttps)).toContain("upgrade-insecure-requests");
    expect(await policyOf(production)).not.toContain("upgrade-insecure-requests");
    expect(await policyOf(proxy, overHttps)).not.toContain("upgrade-insecure-requests");
  });

  it("names the site's own inline scripts by hash, leaving the page's to the sites' server", async () => {
    // Worked by hand: printf '%s' 'document.title="x"' | openssl dgst -sha256 -binary | base64
    const site = createSiteProxy({ API_URL: "http://api.internal:4000" } as SiteEnv, {
      inlineScripts: ['document.title="x"'],
    });
    const policy =
      (await site(new NextRequest("http://localhost:3000/work"))).headers.get(
        "content-security-policy",
      ) ?? "";
    expect(policy).toContain(
      "script-src 'self' 'strict-dynamic' 'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='",
    );
    expect(awaitsScriptHashes(policy)).toBe(true);
  });
});
