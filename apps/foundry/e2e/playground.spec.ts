// Guards the playground (spec 2.1, 3 "Playground font"): the index of experimental families, and
// a playground font's page with its samples — colours, text, animated axes (on load, hover or
// scroll, and still under reduced motion) — followed by the font's testers and glyphs.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { loadCatalogueFonts } from "./helpers/catalogue-fonts";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("the playground lists its families, cleanly", async ({ page, consoleErrors }) => {
  await page.goto("/playground");
  await expect(page.getByRole("heading", { level: 1, name: "Playground" })).toBeVisible();
  await expect(page.getByText("Experimental · 2 families")).toBeVisible();
  const links = page.getByRole("list", { name: "Playground fonts" }).getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAccessibleName(/^Geist Pixel\b/);
  await expect(links.first()).toHaveAttribute("href", "/playground/geist-pixel");
  await expect(links.last()).toHaveAccessibleName(/^Geist Serif\b/);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a playground font shows its samples, then the font, cleanly", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/playground");
  await page.getByRole("link", { name: /^Geist Pixel\b/ }).click();
  await expect(page).toHaveURL("/playground/geist-pixel");
  await expect(page.getByRole("heading", { level: 1, name: "Geist Pixel" })).toBeVisible();

  const samples = page.getByRole("region", { name: "Geist Pixel samples" });
  await expect(samples.getByText("Square to Line")).toBeVisible();
  const board = samples.getByRole("region", { name: "Geist Pixel sample 4" });
  // The sample's own colours: amber on black.
  await expect(board).toHaveCSS("background-color", "rgb(0, 0, 0)");
  const departures = board.locator("[data-font-status]", { hasText: "12:45  GATE B7  BOARDING" });
  // Its face loads as it nears the viewport; until then it is a skeleton.
  await departures.scrollIntoViewIfNeeded();
  await expect(departures).toHaveAttribute("data-font-status", "loaded");
  await expect(departures).toHaveCSS("color", "rgb(255, 176, 0)");

  await expect(page.getByRole("region", { name: /^Geist Pixel type tester 1 of/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Glyphs/ })).toBeVisible();
  await loadCatalogueFonts(page);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a sample's axes move on hover, to content's end value", async ({ page }) => {
  await page.goto("/playground/geist-pixel");
  const band = page.getByRole("region", { name: "Geist Pixel sample 2" });
  const text = band.getByText("HOVER ME");
  await expect(text).toHaveCSS("font-variation-settings", '"ELSH" 20');
  await band.hover();
  await expect(text).toHaveCSS("font-variation-settings", '"ELSH" 60', { timeout: 5_000 });
});

test("axes that play on load stand still under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/playground/geist-pixel");
  const text = page
    .getByRole("region", { name: "Geist Pixel sample 1" })
    .getByText("Square to Line");
  await expect(text).toHaveCSS("animation-name", "none");
});

test("a font from another section is not a playground page", async ({ page }) => {
  expect((await page.goto("/playground/inter"))?.status()).toBe(404);
});
