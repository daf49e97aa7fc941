/**
 * The Cache-Control of the pages rendered once per content revision (ADR 0039), as the sites'
 * HTTP server sends them.
 */

/**
 * What a page rendered once per revision (ISR, site-proxy.ts) is sent with: any cache may keep it
 * (`public`), a shared one for a second (`s-maxage`: the URL does not name the revision, so a
 * publish reaches visitors through a CDN within DESIGN 4.13's 5 s), and serve it stale while it
 * fetches the new one or while the site is down. A browser asks each time (`max-age=0`), with
 * the page's ETag, and mostly hears 304.
 */
export const SHARED_CACHE_CONTROL =
  "public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400";

/**
 * Next marks what it serves from its ISR cache with `s-maxage` (its CDN convention) and what it
 * renders per request `private, no-cache, no-store`; the former is sent as SHARED_CACHE_CONTROL.
 */
export function sharedCacheControl(value) {
  if (typeof value !== "string" || /\bprivate\b|\bno-store\b/.test(value)) return value;
  return /\bs-maxage=/.test(value) ? SHARED_CACHE_CONTROL : value;
}

/** Makes every Cache-Control `response` is given the sites' (`sharedCacheControl`). */
export function shareCachedPages(response) {
  const setHeader = response.setHeader;
  response.setHeader = function setCacheControl(name, value) {
    const shared = name.toLowerCase() === "cache-control" ? sharedCacheControl(value) : value;
    return setHeader.call(this, name, shared);
  };
}
