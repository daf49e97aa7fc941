import { type NextRequest, NextResponse } from "next/server";

/**
 * The sites' same-origin API paths (spec 7.1 and 7.4, DESIGN 1): `/graphql`, the font files,
 * font subsets, images and downloads, rewritten to the API at request time so one build runs
 * against any API address. Same-origin keeps the cart cookie first-party and font loading free
 * of CORS. Each site's `proxy.ts` lists the paths in its matcher (Next reads it statically).
 */
export function createApiProxy(apiUrl: string) {
  const api = new URL(apiUrl);
  return function proxy(request: NextRequest) {
    const destination = new URL(request.nextUrl.pathname, api);
    destination.search = request.nextUrl.search;
    return NextResponse.rewrite(destination);
  };
}
