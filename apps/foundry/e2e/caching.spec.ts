// Guards what the foundry tells caches (issue 44, DESIGN 4.13): the home, catalogue, font,
// information and goods pages are rendered once per content revision — and once per query, for
// a page number, a shared tester or a comparison — and sent for any cache to keep; the cart,
// checkout, account, shared-cart and password pages are rendered per request and kept by none.
import { expect, test } from "@meridian/e2e";
import { SHARED_CACHE_CONTROL, testPagesCaching } from "@meridian/e2e/caching";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { expectHydrated } from "@meridian/e2e/csp";

testPagesCaching({
  shared: [
    "/",
    "/?page=2",
    "/fonts",
    "/fonts/geist",
    "/fonts/source-serif-4?glyphs=all",
    "/compare?fonts=inter,geist",
    "/fonts-in-use",
    "/playground/geist-pixel",
    "/mx",
    "/custom-fonts",
    "/custom-fonts/courier-headline",
    "/modifications",
    "/information",
    "/information/faqs",
    "/about",
    "/services",
    "/contact",
    "/privacy-policy",
    "/no-such-page",
  ],
  private: ["/checkout", "/account", "/account/trial-downloads", "/reset-password", "/login"],
});

test("client navigation's RSC requests are kept as their pages are", async ({ page }) => {
  await skipConsentDialog(page);
  // The router may fetch the page's payload ahead (a prefetch) or on the click: both count.
  const payloads: Record<string, string>[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === "/fonts/geist" && response.request().headers().rsc === "1") {
      payloads.push(response.headers());
    }
  });
  await page.goto("/fonts");
  await expectHydrated(page);
  await page.locator('a[href="/fonts/geist"]').first().click();
  await expect(page).toHaveURL("/fonts/geist");
  await expect.poll(() => payloads.length).toBeGreaterThan(0);
  for (const headers of payloads) {
    expect(headers["content-type"]).toContain("text/x-component");
    expect(headers["cache-control"]).toBe(SHARED_CACHE_CONTROL);
  }
});
