// Guards the studio's dark mode (spec 2.14, 4.7): the visitor toggles it, from the header or from
// the index (which has no header); the choice is kept in a cookie across reloads and pages; and a
// script in the page's head sets it before the page paints, so it never paints in the wrong one
// first although the page is the same for everyone (issue 44).
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const toggle = (page: Page) => page.getByRole("button", { name: "Dark mode" });
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

/** Relative luminance is enough to tell the near-black theme from the paper one. */
function isDark(rgb: string): boolean {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 60;
}

test("dark mode is chosen in the header and kept across reloads and pages", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Several pages and reloads.
  test.slow();
  await page.goto("/about");
  expect(isDark(await pageBackground(page))).toBe(false);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");

  await (await whenLive(toggle(page))).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  expect(isDark(await pageBackground(page))).toBe(true);
  expect(await context.cookies()).toContainEqual(
    expect.objectContaining({ name: "studio_theme", value: "dark", path: "/" }),
  );
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  expect(isDark(await pageBackground(page))).toBe(true);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
  expect(isDark(await pageBackground(page))).toBe(true);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  expect(isDark(await pageBackground(page))).toBe(false);
  expect(consoleErrors).toEqual([]);
});

test("the index, which shows no header, has the toggle too", async ({ page }) => {
  await page.goto("/");
  await (await whenLive(toggle(page))).click();
  expect(isDark(await pageBackground(page))).toBe(true);
  await page.reload();
  expect(isDark(await pageBackground(page))).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test("the chosen theme is set before the page paints, on a page that is the same for everyone", async ({
  page,
  browser,
}) => {
  await page.goto("/archive");
  const lightClass = await htmlClass(page);
  await (await whenLive(toggle(page))).click();
  const darkClass = await htmlClass(page);
  expect(darkClass).not.toBe(lightClass);

  // The HTML is the same with the dark choice as without it: a cache can keep one copy (ADR 0039).
  const html = await (await page.request.get("/about")).text();
  const anonymous = await (await page.request.get("/about", { headers: { cookie: "" } })).text();
  expect(html.match(/<html[^>]*class="([^"]*)"/)?.[1]).toBe(lightClass);
  expect(anonymous.match(/<html[^>]*class="([^"]*)"/)?.[1]).toBe(lightClass);
  // The script that sets the theme comes in <head>, before anything of the body is painted.
  const head = html.slice(0, html.indexOf("<body"));
  expect(head).toContain("studio_theme=dark");

  // With none of the site's script files (no React at all) the page is already dark, and the
  // browser's own bar follows the theme.
  const context = await browser.newContext();
  await context.addCookies(await page.context().cookies());
  const bare = await context.newPage();
  await bare.route("**/_next/static/**/*.js", (route) => route.abort());
  // Parsed is all it gets: `load` would wait for React to wake the page, which it never will.
  await bare.goto("/about", { waitUntil: "domcontentloaded" });
  expect(isDark(await pageBackground(bare))).toBe(true);
  expect(await htmlClass(bare)).toBe(darkClass);
  const lightColour = anonymous.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
  expect(lightColour).toBeTruthy();
  const barColour = await bare.evaluate(() =>
    document.querySelector('meta[name="theme-color"]')?.getAttribute("content"),
  );
  expect(barColour).toBeTruthy();
  expect(barColour).not.toBe(lightColour);
  await context.close();
});
