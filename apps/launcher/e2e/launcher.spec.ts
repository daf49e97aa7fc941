// Guards the launcher (spec 2.15, 4.1): the screen split between a link to the foundry and one to
// the studio, each with its light image and, under a dark colour scheme, its dark one; the title
// and SEO from content; no cookies, no consent dialog and nothing loaded from elsewhere; the 404
// page and the /graphql rewrite.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import type { Page } from "@playwright/test";

const foundry = (page: Page) => page.getByRole("link", { name: /^Meridian Type Foundry/ });
const studio = (page: Page) => page.getByRole("link", { name: /^Meridian Studio/ });

/** The image a link shows now, once loaded: its URL and its colour scheme's alt text. */
async function shownImage(page: Page, name: string) {
  const image = page.getByRole("link", { name: new RegExp(`^${name}`) }).getByRole("img");
  // One read: while a <picture> switches source (a new colour scheme), currentSrc is empty for
  // a moment, and a second read could meet that moment after the first saw a loaded image.
  const loaded = () =>
    image.evaluate((element: HTMLImageElement) =>
      element.complete && element.naturalWidth > 0 && element.currentSrc
        ? new URL(element.currentSrc).pathname
        : null,
    );
  let path: string | null = null;
  await expect
    .poll(async () => {
      path = await loaded();
      return path;
    })
    .not.toBeNull();
  return path ?? "";
}

test("the launcher links to the foundry and the studio, with their light images", async ({
  page,
  consoleErrors,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Meridian — type foundry and design studio, London");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /type foundry/);
  await expect(page.getByRole("heading", { level: 1, name: "Meridian" })).toBeVisible();
  await expect(foundry(page)).toHaveAttribute("href", /^http:\/\/localhost:3000\/?$/);
  await expect(studio(page)).toHaveAttribute("href", /^http:\/\/localhost:3001\/?$/);
  await expect(foundry(page)).toContainText("Typefaces for print and screen");
  await expect(foundry(page).getByRole("img")).toHaveAccessibleName(/black on white/);
  const lightFoundry = await shownImage(page, "Meridian Type Foundry");
  const lightStudio = await shownImage(page, "Meridian Studio");
  expect(lightFoundry).toMatch(/^\/images\/[a-f0-9]+\.webp$/);
  expect(lightStudio).not.toBe(lightFoundry);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);

  // A dark colour scheme swaps both pictures for their dark ones, and the page goes dark.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(() => shownImage(page, "Meridian Type Foundry")).not.toBe(lightFoundry);
  await expect.poll(() => shownImage(page, "Meridian Studio")).not.toBe(lightStudio);
  await expectNoSeriousA11yViolations(page);
});

test("the halves split the screen: side by side on a desktop, stacked on a phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const [left, right] = [await foundry(page).boundingBox(), await studio(page).boundingBox()];
  expect(left).toMatchObject({ x: 0, y: 0, height: 900 });
  expect(right!.x).toBeCloseTo(720, 0);
  expect(left!.width).toBeCloseTo(720, 0);

  await page.setViewportSize({ width: 375, height: 812 });
  const [top, bottom] = [await foundry(page).boundingBox(), await studio(page).boundingBox()];
  expect(top).toMatchObject({ x: 0, y: 0, width: 375 });
  expect(bottom!.y).toBeCloseTo(406, 0);
});

test("the launcher sets no cookies, asks for no consent and loads nothing from elsewhere", async ({
  page,
  context,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test("an unknown path shows the 404 page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found — Meridian");
  await page.getByRole("link", { name: "Back to Meridian" }).click();
  await expect(page).toHaveURL("/");
});

test("/graphql reaches the API through the site's own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: { query: "{ apiVersion }" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { apiVersion: expect.stringMatching(/^\d+\./) } });
});
