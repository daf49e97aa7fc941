import { REQUEST_ID_HEADER, requestContext, TRACEPARENT_HEADER } from "@meridian/request-id";
import { type NextRequest, NextResponse } from "next/server";
import { createApiProxy, isApiPath } from "./api-proxy";
import { buildContentSecurityPolicy, createNonce } from "./content-security-policy";
import type { SiteEnv } from "./site-env";

export interface SiteProxyOptions {
  /** Origins the site frames besides Stripe's (the foundry's video players). */
  frameSources?: readonly string[];
}

/**
 * Whether the visitor reached the site over HTTPS: the URL Next saw, or a proxy in front that
 * terminated TLS. A forged header only upgrades the forger's own page's requests.
 */
function servedOverHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded === "https" || request.nextUrl.protocol === "https:";
}

/**
 * Whether Next's router is prefetching a page: the response renders no HTML to put a nonce in,
 * so it goes on without a policy (the page itself gets one when it is opened).
 */
function isPrefetch(request: NextRequest): boolean {
  return (
    request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch"
  );
}

/** The request's id on the response too, for the visitor's bug report and the logs. */
function withRequestId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/**
 * A site's proxy (Next 16 middleware): the API's paths are rewritten to the API (ADR 0001);
 * every page gets a fresh nonce and the Content Security Policy that names it. Next reads the
 * nonce from the request's `Content-Security-Policy` and puts it on its own scripts; a server
 * component that renders a script of its own reads it from `x-nonce`. Both go on with the
 * request's `x-request-id` (the one the sites' server gave it, or a new one under `next dev`)
 * and a `traceparent` naming this hop, which the API logs and returns.
 *
 * Each site's `proxy.ts` runs it on every path but Next's build files, with
 * `matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"]`: Next reads the matcher from
 * literals in that file, so it cannot come from here. Which paths are the API's and which
 * requests are prefetches is decided here, once for the three sites.
 */
export function createSiteProxy(
  env: Pick<SiteEnv, "API_URL" | "ANALYTICS_SCRIPT_URL" | "SENTRY_DSN">,
  options: SiteProxyOptions = {},
) {
  const apiProxy = createApiProxy(env.API_URL);
  // Next replaces NODE_ENV at build time: `next dev` builds say development.
  const development = process.env.NODE_ENV === "development";
  const production = process.env.NODE_ENV === "production";

  return function proxy(request: NextRequest) {
    const { requestId, traceparent } = requestContext(request.headers);
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    headers.set(TRACEPARENT_HEADER, traceparent);

    if (isApiPath(request.nextUrl.pathname)) return apiProxy(request, headers);

    // Only the proxy sets these: a visitor's own would name a nonce of their choosing.
    headers.delete("x-nonce");
    headers.delete("content-security-policy");
    if (isPrefetch(request)) {
      return withRequestId(NextResponse.next({ request: { headers } }), requestId);
    }
    const nonce = createNonce();
    const policy = buildContentSecurityPolicy({
      nonce,
      development,
      upgradeInsecureRequests: production && servedOverHttps(request),
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
      sentryDsn: env.SENTRY_DSN,
      frameSources: options.frameSources,
    });
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", policy);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("content-security-policy", policy);
    return withRequestId(response, requestId);
  };
}
