// Guards every studio route (spec 2.14): each page the sitemap lists renders with one h1, its
// pictures loaded and no serious accessibility violations, in the light and the dark theme; the
// index, work index and its categories, a work, goods and a product, about, contact and a studio
// page show what the spec says; unknown paths are 404; robots, the sitemap and /graphql answer.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { sitemapPaths } from "./helpers/site-paths";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

/**
 * Scrolls through the page as a reader would, then asks every picture still lazily waiting to
 * load (a quick scroll can pass one before the browser starts it) and checks every one drew.
 * A picture's first request resizes it on the API, which can take a while on a busy machine.
 */
async function expectPicturesLoaded(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    for (const image of document.images) {
      if (!image.complete) image.loading = "eager";
    }
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete || image.naturalWidth === 0)
            .map((image) => image.currentSrc),
        ),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  test(`every page in the sitemap renders cleanly (${theme})`, async ({
    page,
    context,
    request,
    baseURL,
    consoleErrors,
  }) => {
    await context.addCookies([{ name: "studio_theme", value: theme, url: baseURL! }]);
    const paths = await sitemapPaths(request);
    // A page, its pictures and an accessibility scan each, one after another.
    test.setTimeout(paths.length * 15_000);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/work", "/about", "/goods", "/archive", "/contact"]),
    );
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(/Meridian/);
        await expectPicturesLoaded(page);
        await expectNoSeriousA11yViolations(page);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}

test("the index shows the studio, its sections and its featured work", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Meridian Studio" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Studio" }).getByRole("link")).toHaveText([
    "Work",
    "About",
    "Goods",
    "Archive",
    "Contact",
  ]);
  await expect(page.getByRole("link", { name: /^studio@/ })).toHaveAttribute("href", /^mailto:/);
  const featured = page.getByRole("region", { name: "Selected work" }).getByRole("article");
  expect(await featured.count()).toBeGreaterThan(0);
  await featured.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/work\/[^/]+$/);
});

test("the work index filters by category", async ({ page }) => {
  await page.goto("/work");
  const categories = page.getByRole("navigation", { name: "Categories" });
  const all = await page.getByRole("main").getByRole("article").count();
  await expect(categories.getByRole("link", { name: /^All/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await categories.getByRole("link", { name: /^Signage/ }).click();
  await expect(page).toHaveURL("/work?category=signage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work — Signage");
  const shown = page.getByRole("main").getByRole("article");
  expect(await shown.count()).toBeLessThan(all);
  for (const meta of await shown.locator("p").allTextContents()) {
    if (/, \d{4}$/.test(meta)) expect(meta).toMatch(/^Signage, /);
  }
  await expect(categories.getByRole("link", { name: /^Signage/ })).toHaveAttribute(
    "aria-current",
    "page",
  );

  expect((await page.goto("/work?category=no-such-category"))?.status()).toBe(404);
});

test("a work shows its title, info, category, year and pictures, and leads on", async ({
  page,
}) => {
  await page.goto("/work/ledgerline");
  await expect(page.getByRole("heading", { level: 1, name: "Ledgerline" })).toBeVisible();
  await expect(page.getByText(/helps households see where their money goes/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Digital" })).toHaveAttribute(
    "href",
    "/work?category=digital",
  );
  await expect(page.getByText("2025", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img")).not.toHaveCount(0);
  await page
    .getByRole("navigation", { name: "More work" })
    .getByRole("link", { name: /Next work/ })
    .click();
  await expect(page).toHaveURL(/\/work\/(?!ledgerline)[^/]+$/);
  expect((await page.goto("/work/no-such-work"))?.status()).toBe(404);
});

test("phones get a work's own mobile pictures", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  await skipConsentDialog(context);
  const page = await context.newPage();
  await page.goto("/work/ledgerline");
  const first = page.getByRole("main").getByRole("img").first();
  await expect
    .poll(() =>
      first.evaluate((image: HTMLImageElement) => image.naturalHeight > image.naturalWidth),
    )
    .toBe(true);
  await context.close();
});

test("goods list their prices, and a product page offers its variants", async ({ page }) => {
  await page.goto("/goods");
  const products = page.getByRole("main").getByRole("listitem");
  expect(await products.count()).toBeGreaterThan(0);
  // Each product's price follows the online rule of spec 9 (a multiple of £5).
  for (const text of await products.allTextContents()) expect(text).toMatch(/£\d*[05]\.00$/);

  await page.getByRole("link", { name: /Source Serif 4 Optical Sizes Poster/ }).click();
  await expect(page).toHaveURL("/goods/poster");
  await expect(
    page.getByRole("heading", { level: 1, name: "Source Serif 4 Optical Sizes Poster" }),
  ).toBeVisible();
  await expect(page.getByText("From £30.00")).toBeVisible();
  await expect(page.getByLabel("Size")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByRole("term")).toContainText(["Paper", "Dimensions", "Weight"]);
  expect((await page.goto("/goods/no-such-product"))?.status()).toBe(404);
});

test("about, contact and a studio page show their content", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About the studio" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Letters first" })).toBeVisible();

  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: "studio@meridian.example" }).first()).toHaveAttribute(
    "href",
    "mailto:studio@meridian.example",
  );

  await page.goto("/process");
  await expect(page).toHaveTitle("How we work — Meridian Studio");
  await expect(page.getByRole("heading", { level: 1, name: "How we work" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await page.getByRole("link", { name: /Tell us about your project|Contact us/ }).click();
  await expect(page).toHaveURL("/contact");
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found — Meridian Studio");
  await page.getByRole("link", { name: "Back to the studio" }).click();
  await expect(page).toHaveURL("/");
});

test("robots.txt points to the sitemap, which lists works, goods and studio pages", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  const paths = await sitemapPaths(request);
  expect(paths).toEqual(
    expect.arrayContaining(["/work/ledgerline", "/goods/poster", "/process", "/imprint"]),
  );
});

test("/graphql reaches the API through the site's own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: { query: "{ apiVersion }" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { apiVersion: expect.stringMatching(/^\d+\./) } });
});
