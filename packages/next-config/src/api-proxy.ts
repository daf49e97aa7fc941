import { type NextRequest, NextResponse } from "next/server";

/**
 * The API's paths. Each site's `proxy.ts` matches every path but Next's build files, and
 * `createSiteProxy` sends these to the API: a font file is two segments under /fonts, where the
 * foundry's own /fonts/{slug} pages are one.
 */
const API_PATHS = [
  /^\/graphql$/,
  /^\/fonts\/[^/]+\/[^/]+$/,
  /^\/font-subset\.woff2$/,
  /^\/images(\/|$)/,
  /^\/account\/download(\/|$)/,
  /^\/trial-download(\/|$)/,
];

/** Whether a request path belongs to the API rather than to the site's pages. */
export function isApiPath(pathname: string): boolean {
  return API_PATHS.some((path) => path.test(pathname));
}

/**
 * The sites' same-origin API paths (spec 7.1 and 7.4, DESIGN 1): `/graphql`, the font files,
 * font subsets, images and downloads, rewritten to the API at request time so one build runs
 * against any API address. Same-origin keeps the cart cookie first-party and font loading free
 * of CORS. `createSiteProxy` (site-proxy.ts) tells these paths from the site's pages.
 * `headers` replace the request's own (the site's proxy adds the request id and trace).
 */
export function createApiProxy(apiUrl: string) {
  const api = new URL(apiUrl);
  return function proxy(request: NextRequest, headers?: Headers) {
    const destination = new URL(request.nextUrl.pathname, api);
    destination.search = request.nextUrl.search;
    return NextResponse.rewrite(destination, headers ? { request: { headers } } : undefined);
  };
}
