import { expect, test } from "./fixtures";

/** What the sites send a page rendered once per revision with (site-http-server.mjs). */
export const SHARED_CACHE_CONTROL =
  "public, max-age=0, s-maxage=1, stale-while-revalidate=59, stale-if-error=86400";

/** A page's RSC payload: the strings its inline scripts push, in order. */
function payloadOf(html: string): string {
  const pushed = html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g);
  return [...pushed].map((match) => JSON.parse(match[1] as string) as string).join("");
}

/**
 * The stylesheets a page's payload gives its global error (`"G": [component, [styles]]`) that
 * the document already holds. Next gives it the root layout's again, their whole text inlined
 * (`inlineCss`): some 40 KB more of every page, which patches/next.patch leaves out (ADR 0039).
 */
function globalErrorStylesRepeated(html: string): string[] {
  const held = new Set(
    [...html.matchAll(/<style[^>]* data-href="([^"]+)"/g)].flatMap((match) =>
      (match[1] as string).split(" "),
    ),
  );
  const payload = payloadOf(html);
  const ids = /"G":\["\$[0-9a-f]+",\[([^\]]*)\]\]/.exec(payload)?.[1];
  if (ids === undefined) throw new Error("no global error in the page's payload");
  // A style row reads `{id}:["$","style",key,{…, "href": …}]`, one to a line.
  const hrefOf = (id: string) => {
    const row = payload.split("\n").find((line) => line.startsWith(`${id}:[`));
    return row ? (JSON.parse(row.slice(id.length + 1))[3]?.href as string | undefined) : undefined;
  };
  return [...ids.matchAll(/"\$L([0-9a-f]+)"/g)]
    .map((id) => hrefOf(id[1] as string) ?? "")
    .filter((href) => held.has(href));
}

/**
 * Checks of what the sites tell caches (issue 44, DESIGN 4.13, ADR 0039), shared by the three
 * suites: the pages that are the same for everyone are rendered once per content revision and
 * sent for any cache to keep, for a second in a shared one; one visitor's pages are rendered per
 * request and kept by none.
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
      expect(globalErrorStylesRepeated(await again.text()), path).toEqual([]);
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
