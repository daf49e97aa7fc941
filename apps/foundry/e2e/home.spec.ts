// Guards the home page (spec 2.1): the homepage font's type tester near the top, and the paged
// font list — specimens that link to their pages, paged by a 'Load more' link that works with
// and without JavaScript.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { pagePreloads } from "./helpers/preloads";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("opens on the homepage font's tester, then the font list, cleanly", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  const tester = page.getByRole("region", { name: "Source Serif 4 type tester" });
  await expect(tester).toBeVisible();
  await expect(tester.getByRole("textbox")).toHaveText("Fournier’s types, read at every size");
  await expect(page.getByRole("heading", { level: 2, name: "Source Serif 4" })).toBeVisible();

  const list = page.getByRole("list", { name: "Typefaces" });
  await expect(list.getByRole("listitem").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the page asks first for the UI face, the tester's opening subset and the first row's name", async ({
  request,
}) => {
  const fonts = (await pagePreloads(await request.get("/"))).filter((link) => link.as === "font");
  // The UI face's Regular and Medium, as on every page (ADR 0041), then the catalogue's.
  expect(fonts.slice(0, 2).map((link) => link.href)).toEqual([
    "/fonts/inter/Inter-Regular.woff2?subset=latin-basic",
    "/fonts/inter/Inter-Medium.woff2?subset=latin-basic",
  ]);
  const texts = fonts
    .slice(2)
    .map((link) => new URL(link.href ?? "", "http://site.invalid").searchParams.get("text"));
  // Each subset holds its text's characters, once each, sorted: the tester opens on
  // 'Fournier’s types, read at every size'; below it, the first row is Source Serif 4.
  expect(texts).toEqual([" ,Fadeinoprstuvyz’", " 4Scefioru"]);
});

test("the tester's whole file is asked for only after the page's largest paint", async ({
  page,
}) => {
  // The opening subset paints the tester's text (the page's largest); the whole variable file,
  // hundreds of kilobytes, follows for the axes to play, and must not compete with that paint.
  await page.addInitScript(() => {
    const paints: number[] = [];
    Object.assign(window, { largestPaints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const wholeFileUrl = /\/SourceSerif4-VF\.woff2/;
  const wholeFile = page.waitForResponse(wholeFileUrl);
  await page.goto("/");
  // Its timing entry is written once the body is in.
  await (await wholeFile).finished();
  const { paints, requestedAt } = await page.evaluate(
    (url) => ({
      paints: (window as unknown as { largestPaints: number[] }).largestPaints,
      requestedAt: performance
        .getEntriesByType("resource")
        .find((entry) => new RegExp(url).test(entry.name))?.startTime,
    }),
    wholeFileUrl.source,
  );
  expect(paints.length, "largest-contentful-paint entries").toBeGreaterThan(0);
  expect(requestedAt).toBeGreaterThan(Math.max(...paints));
});

test("'Load more' adds the next page of fonts until all are shown", async ({ page }) => {
  await page.goto("/");
  const rows = page.getByRole("list", { name: "Typefaces" }).getByRole("listitem");
  const status = page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ fonts$/ });
  const [, first, total] = /Showing (\d+) of (\d+)/.exec((await status.textContent()) ?? "") ?? [];
  expect(Number(first)).toBeLessThan(Number(total));
  await expect(rows).toHaveCount(Number(first));

  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows).toHaveCount(Math.min(Number(total), Number(first) * 2));

  // The list pages in one direction only: with everything shown, there is no more to load.
  // Each page is waited for, so a link about to be replaced by the next page is never clicked.
  const loadMore = page.getByRole("link", { name: "Load more" });
  while (await loadMore.isVisible()) {
    const shown = await rows.count();
    await loadMore.click();
    await expect(rows).not.toHaveCount(shown);
  }
  await expect(status).toHaveText(`Showing ${total} of ${total} fonts`);
  await expect(rows).toHaveCount(Number(total));
});

test("each row links to the font's page", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("list", { name: "Typefaces" })
    .getByRole("link", { name: /^Geist\b/ })
    .click();
  await expect(page).toHaveURL("/fonts/geist");
  await expect(page.getByRole("heading", { level: 1, name: "Geist" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is in the page and 'Load more' is a plain link", async ({ page }) => {
    await page.goto("/");
    const rows = page.getByRole("list", { name: "Typefaces" }).getByRole("listitem");
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await rows.count()).toBeGreaterThan(before);
  });
});
