// Guards the studio's dark mode (spec 2.14, 4.7): the visitor toggles it, from the header or from
// the index (which has no header); the choice is kept in a cookie across reloads and pages; and the
// server renders the chosen theme into the HTML, so the page never paints in the wrong one first.
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

test("the server renders the chosen theme into the HTML, so nothing flashes", async ({
  page,
  browser,
}) => {
  await page.goto("/archive");
  const lightClass = await htmlClass(page);
  const themeColour = (html: string) =>
    html.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
  const lightColour = themeColour(await (await page.request.get("/archive")).text());
  expect(lightColour).toBeTruthy();
  await (await whenLive(toggle(page))).click();
  const darkClass = await htmlClass(page);
  expect(darkClass).not.toBe(lightClass);

  // The HTML as the server sends it, before any script runs, already has the dark class.
  const html = await (await page.request.get("/archive")).text();
  expect(html.match(/<html[^>]*class="([^"]*)"/)?.[1]).toBe(darkClass);
  // The browser's own bar follows the theme too.
  expect(themeColour(html)).not.toBe(lightColour);

  // And a browser that runs no script at all paints the page dark.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await page.context().cookies());
  const noScript = await context.newPage();
  await noScript.goto("/archive");
  expect(isDark(await pageBackground(noScript))).toBe(true);
  await context.close();
});
