import { createHash } from "node:crypto";
import { REQUEST_ID_HEADER, requestContext, TRACEPARENT_HEADER } from "@meridian/request-id";
import { type NextRequest, NextResponse } from "next/server";
import { createApiProxy, isApiPath } from "./api-proxy";
import { contentRevision } from "./content-revision";
import { buildContentSecurityPolicy } from "./content-security-policy";
import { revisionSegment } from "./page-query";
import type { SiteEnv } from "./site-env";

export interface SiteProxyOptions {
  /** Origins the site frames besides Stripe's (the foundry's video players). */
  frameSources?: readonly string[];
  /**
   * The texts of the site's own fixed inline scripts (the studio's theme script), which its
   * policy names by hash: the sites' server names only the scripts Next writes.
   */
  inlineScripts?: readonly string[];
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/**
 * Whether the visitor reached the site over HTTPS: the URL Next saw, or a proxy in front that
 * terminated TLS. A forged header only upgrades the forger's own page's requests.
 */
function servedOverHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded === "https" || request.nextUrl.protocol === "https:";
}

/**
 * What a site serves that is not a page of the published content: its route handlers, Next's
 * files, and the metadata files at its root. These keep their path; pages are rewritten.
 */
const UNVERSIONED = [
  /^\/api\//,
  /^\/_next\//,
  /^\/(robots\.txt|sitemap\.xml|icon\.svg|favicon\.ico)$/,
];

/**
 * The path a page is rendered under: the published content revision in front of it, and its
 * query if it has one (`/fonts/geist` → `/42/fonts/geist`; page-query.ts), as the sites'
 * `app/[revision]/` folders expect. Next renders each such path once and keeps it (ISR); a
 * publish changes the revision, so the next visitor gets the new content rendered once again, in
 * every replica within CONTENT_POLL_MS (ADR 0039). Before the content service first answers the
 * revision is 0.
 */
export function revisionPath(pathname: string, revision: number | undefined, search = ""): string {
  return `/${revisionSegment(revision, search)}${pathname === "/" ? "" : pathname}`;
}

/** The page's URL under the revision the site knows now (Next's own URL, so the rewrite stays inside). */
async function atRevision(request: NextRequest, env: SiteEnv) {
  const url = request.nextUrl.clone();
  url.pathname = revisionPath(url.pathname, await contentRevision(env), url.search);
  return url;
}

/** The request's id on the response too, for the visitor's bug report and the logs. */
function withRequestId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

/**
 * A site's proxy (Next 16 middleware): the API's paths are rewritten to the API (ADR 0001);
 * every page gets the Content Security Policy, the same for every visitor so that the page can
 * be cached: the sites' server adds the hashes of the scripts in the HTML it sends
 * (script-hashes.mjs, ADR 0039). Requests go on with their `x-request-id` (the one the sites'
 * server gave it, or a new one under `next dev`) and a `traceparent` naming this hop, which the
 * API logs and returns.
 *
 * Each site's `proxy.ts` runs it on every path but Next's build files, with
 * `matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"]`: Next reads the matcher from
 * literals in that file, so it cannot come from here. Which paths are the API's is decided
 * here, once for the three sites.
 */
export function createSiteProxy(env: SiteEnv, options: SiteProxyOptions = {}) {
  const apiProxy = createApiProxy(env.API_URL);
  // Next replaces NODE_ENV at build time: `next dev` builds say development.
  const development = process.env.NODE_ENV === "development";
  const production = process.env.NODE_ENV === "production";
  // The same for every request but for the upgrade an HTTPS visitor's page asks for: built once.
  const policy = (upgradeInsecureRequests: boolean) =>
    buildContentSecurityPolicy({
      development,
      upgradeInsecureRequests,
      analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL,
      sentryDsn: env.SENTRY_DSN,
      frameSources: options.frameSources,
      scriptHashes: options.inlineScripts?.map(sha256),
    });
  const overHttp = policy(false);
  const overHttps = production ? policy(true) : overHttp;

  return async function proxy(request: NextRequest) {
    const { requestId, traceparent } = requestContext(request.headers);
    const headers = new Headers(request.headers);
    headers.set(REQUEST_ID_HEADER, requestId);
    headers.set(TRACEPARENT_HEADER, traceparent);

    if (isApiPath(request.nextUrl.pathname)) return apiProxy(request, headers);

    // Next reads a nonce from the request's policy and writes it into the page, which a cache
    // keeps for everyone: a visitor's own would put words of their choosing there.
    headers.delete("x-nonce");
    headers.delete("content-security-policy");

    const response = UNVERSIONED.some((path) => path.test(request.nextUrl.pathname))
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(await atRevision(request, env), { request: { headers } });
    response.headers.set(
      "content-security-policy",
      servedOverHttps(request) ? overHttps : overHttp,
    );
    return withRequestId(response, requestId);
  };
}
