import { createApiProxy } from "@meridian/next-config/api-proxy";
import {
  buildContentSecurityPolicy,
  createNonce,
} from "@meridian/next-config/content-security-policy";
import { REQUEST_ID_HEADER, requestContext, TRACEPARENT_HEADER } from "@meridian/request-id";
import { type NextRequest, NextResponse } from "next/server";
import { env } from "./env";

/** The UI kit's own face (@meridian/ui/theme/ui-face), served by the API as on the sites. */
const FONT_PATHS = [/^\/fonts\/[^/]+\/[^/]+$/, /^\/font-subset\.woff2$/];
const apiProxy = createApiProxy(env.API_URL);

/**
 * The admin site's proxy (Next 16 middleware): every page gets a fresh nonce and a strict
 * Content Security Policy naming it — the sites' policy without Stripe, framing nothing — and
 * the request's id and trace. Unlike the public sites it rewrites only the UI face's font files
 * to the API: the staff API is reached by this site's server alone (src/lib/staff-api.ts).
 */
export function proxy(request: NextRequest) {
  const { requestId, traceparent } = requestContext(request.headers);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  headers.set(TRACEPARENT_HEADER, traceparent);
  if (FONT_PATHS.some((path) => path.test(request.nextUrl.pathname))) {
    return apiProxy(request, headers);
  }
  headers.delete("x-nonce");
  const nonce = createNonce();
  const forwardedProto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const policy = buildContentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    upgradeInsecureRequests:
      process.env.NODE_ENV === "production" &&
      (forwardedProto === "https" || request.nextUrl.protocol === "https:"),
    sentryDsn: env.SENTRY_DSN,
    stripe: false,
  });
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  // Staff pages are one person's, always fresh: no cache keeps them.
  response.headers.set("cache-control", "private, no-store");
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

// Every path but Next's build files and the font upload route, whose bytes are streamed to the
// API (a proxy would hold them). Next reads this object statically, from literals here.
export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/font-uploads).*)"],
};
