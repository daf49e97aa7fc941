// Guards what the launcher tells caches (issue 44): its page is rendered once per content
// revision and sent for any cache to keep. Its robots.txt is its own, not the page at `/`: a path
// the proxy leaves as it is.
import { expect, test } from "@meridian/e2e";
import { testPagesCaching } from "@meridian/e2e/caching";

testPagesCaching({ shared: ["/"], private: [] });

test("robots.txt lets crawlers in to the one page", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/User-Agent: \*\nAllow: \//);
});
