import { createApiProxy } from "@meridian/next-config/api-proxy";
import { env } from "./env";

export const proxy = createApiProxy(env.API_URL);

/** The API paths this site serves same-origin (ADR 0001). */
export const config = {
  matcher: [
    "/graphql",
    "/fonts/:family/:file",
    "/font-subset.woff2",
    "/images/:path*",
    "/account/download/:path*",
    "/trial-download/:path*",
  ],
};
