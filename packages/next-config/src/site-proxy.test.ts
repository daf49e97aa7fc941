// Guards a site's proxy (issue 13 item 5, ADR 0001): the API's paths are rewritten to the API
// untouched, the foundry's own /fonts/{slug} pages are not; every page gets a fresh nonce in
// its Content Security Policy, on the response and on the request Next renders from. Issue 16:
// pages and the API's paths go on with the request's id and a trace naming this hop. A router
// prefetch, which renders no HTML, goes on without a policy.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { createSiteProxy } from "./site-proxy";

const proxy = createSiteProxy({ API_URL: "http://api.internal:4000" });

/** The request headers the proxy hands on to rendering (Next's middleware convention). */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("a site's proxy", () => {
  it("rewrites the API's paths and sets no policy on them", () => {
    for (const path of [
      "/graphql",
      "/fonts/inter/Inter-Regular.woff2",
      "/font-subset.woff2",
      "/images/abc.webp",
      "/account/download/1/family/web",
      "/trial-download/tok",
    ]) {
      const response = proxy(new NextRequest(`http://localhost:3000${path}?v=1`));
      expect(response.headers.get("x-middleware-rewrite")).toBe(
        `http://api.internal:4000${path}?v=1`,
      );
      expect(response.headers.get("content-security-policy")).toBeNull();
    }
  });

  it("renders pages, /fonts/{slug} included, with a nonce named in the policy", () => {
    for (const path of ["/", "/fonts/inter", "/account", "/checkout"]) {
      const response = proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
      const policy = response.headers.get("content-security-policy") ?? "";
      const nonce = forwardedRequestHeader(response, "x-nonce");
      expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(forwardedRequestHeader(response, "content-security-policy")).toBe(policy);
    }
  });

  it("passes the request's id and a new span of its trace on to the API and to rendering", () => {
    const trace = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
    for (const path of ["/graphql", "/fonts/inter"]) {
      const response = proxy(
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

  it("gives a request that came without an id one, under next dev", () => {
    const response = proxy(new NextRequest("http://localhost:3000/fonts"));
    const requestId = forwardedRequestHeader(response, "x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    expect(forwardedRequestHeader(response, "traceparent")).toMatch(/^00-[0-9a-f]{32}-/);
  });

  it("lets a router prefetch through without a policy, and still rewrites the API's paths", () => {
    const prefetches: Record<string, string>[] = [
      { "next-router-prefetch": "1" },
      { purpose: "prefetch" },
    ];
    for (const headers of prefetches) {
      const page = proxy(
        new NextRequest("http://localhost:3000/fonts/inter", {
          headers: { ...headers, "x-nonce": "chosen" },
        }),
      );
      expect(page.headers.get("x-middleware-rewrite")).toBeNull();
      expect(page.headers.get("content-security-policy")).toBeNull();
      expect(forwardedRequestHeader(page, "x-nonce")).toBeNull();
      expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

      const graphql = proxy(new NextRequest("http://localhost:3000/graphql", { headers }));
      expect(graphql.headers.get("x-middleware-rewrite")).toBe("http://api.internal:4000/graphql");
    }
  });

  it("gives each page load its own nonce", () => {
    const nonceOf = () =>
      forwardedRequestHeader(proxy(new NextRequest("http://localhost:3000/")), "x-nonce");
    expect(nonceOf()).not.toBe(nonceOf());
  });

  it("replaces a nonce or a policy the visitor sent", () => {
    const response = proxy(
      new NextRequest("http://localhost:3000/", {
        headers: { "x-nonce": "chosen", "content-security-policy": "script-src 'nonce-chosen'" },
      }),
    );
    expect(forwardedRequestHeader(response, "x-nonce")).not.toBe("chosen");
    expect(forwardedRequestHeader(response, "content-security-policy")).not.toContain("chosen");
  });
});
