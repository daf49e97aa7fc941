import type { ServerResponse } from "node:http";

/** What a page rendered once per revision is sent with: public, a second in a shared cache. */
export const SHARED_CACHE_CONTROL: string;

/** Next's `Cache-Control` as the sites send it: an ISR page's as SHARED_CACHE_CONTROL. */
export function sharedCacheControl<T>(value: T): T | string;

/** Makes every Cache-Control `response` is given the sites' (`sharedCacheControl`). */
export function shareCachedPages(response: ServerResponse): void;
