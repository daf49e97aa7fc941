import { expect, test } from "./fixtures";

/** What the sites send a page rendered once per revision with (site-http-server.mjs). */
export const SHARED_CACHE_CONTROL =
  "public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400";

/**
 * Checks of what the sites tell caches (issue 44, DESIGN 4.13, ADR 0039), shared by the three
 * suites: the pages that are the same for everyone are rendered once per content revision and
 * sent for any cache to keep, for a second in a shared one, whatever tracking a link to them
 * carries; one visitor's pages are rendered per request and kept by none.
 */
export function testPagesCaching(pages: { shared: readonly string[]; private: readonly string[] }) {
  test("pages the same for everyone are rendered once and sent for caches to keep", async ({
    request,
  }) => {
    for (const path of pages.shared) {
      await request.get(path);
      const again = await request.get(path);
      const headers = again.headers();
      expect(headers["cache-control"], path).toBe(SHARED_CACHE_CONTROL);
      // Served from what the first visit rendered, and the body changes only with the page itself.
      expect(headers["x-nextjs-cache"], path).toBe("HIT");
      expect(headers.vary, path).not.toMatch(/cookie/i);
      expect(headers["set-cookie"], path).toBeUndefined();
    }
  });

  test("a link carrying a campaign's or a platform's tracking gets the page already rendered", async ({
    request,
  }) => {
    for (const path of pages.shared) {
      const page = await (await request.get(path)).text();
      // A click id differs on every click: each would otherwise be a page of its own to render.
      const clickId = `IwAR${Math.random().toString(36).slice(2)}`;
      const tracked = `${path}${path.includes("?") ? "&" : "?"}utm_source=newsletter&fbclid=${clickId}`;
      const response = await request.get(tracked);
      expect(response.headers()["x-nextjs-cache"], tracked).toBe("HIT");
      expect(await response.text(), tracked).toBe(page);
    }
  });

  test("a path that is no page of the site is not found, never the home page", async ({
    request,
  }) => {
    for (const path of ["/favicon.ico", "/wp-login.php"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test("one visitor's pages are rendered per request and kept by no cache", async ({ request }) => {
    for (const path of pages.private) {
      const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
      expect(cacheControl, path).toContain("private");
      expect(cacheControl, path).toContain("no-store");
    }
  });
}
