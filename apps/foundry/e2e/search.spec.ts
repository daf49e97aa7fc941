// Guards the header search (spec 2.4, 5): nothing under three characters, grouped results with
// counts and '({n} styles)', names set in their own fonts, the 'serif' rule, designer matches,
// keyboard access, and a chosen result navigating and clearing the search.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { holdScripts, isHydrated } from "@meridian/e2e/held-scripts";
import type { Locator, Page } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
  await page.goto("/");
});

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search fonts" });
const resultsPanel = (page: Page) => page.getByRole("region", { name: "Search Results" });
const group = (panel: Locator, title: string) =>
  panel.getByRole("region", { name: new RegExp(`^${title} \\(\\d+\\)$`) });

/** Every group heading reads '{title} ({n})' with n its number of results. */
async function expectCountsMatch(panel: Locator) {
  const groups = panel.getByRole("region");
  for (const region of await groups.all()) {
    const heading = (await region.getByRole("heading").textContent()) ?? "";
    const count = Number(/\((\d+)\)$/.exec(heading)?.[1]);
    await expect(region.getByRole("link")).toHaveCount(count);
  }
}

test("two characters show nothing; three open grouped results", async ({ page }) => {
  await searchBox(page).fill("se");
  await expect(resultsPanel(page)).toBeHidden();

  await searchBox(page).fill("ser");
  const panel = resultsPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 2, name: "Search Results" })).toBeVisible();

  const headings = panel.getByRole("heading", { level: 3 });
  await expect(headings).toHaveText([
    /^Retail Library \(\d+\)$/,
    /^Meridian × \(\d+\)$/,
    /^Playground \(\d+\)$/,
  ]);
  await expectCountsMatch(panel);
  await expect(
    group(panel, "Retail Library")
      .getByRole("link", { name: /^Source Serif 4\b/ })
      .first(),
  ).toBeVisible();
  await expect(group(panel, "Meridian ×").getByRole("link", { name: /^Manrope/ })).toBeVisible();
  await expect(
    group(panel, "Playground").getByRole("link", { name: /^Geist Serif/ }),
  ).toBeVisible();

  // '(n styles)' is the style count less one: Geist has eight styles.
  await expect(group(panel, "Retail Library").getByRole("link", { name: /^Geist\b/ })).toHaveText(
    "Geist(7 styles)",
  );

  // Each name is set in the font itself once its subset has loaded.
  const name = panel.locator("[data-font-status]").first();
  await expect(name).toHaveAttribute("data-font-status", "loaded");
  expect(await name.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^"Search /,
  );

  await expectNoSeriousA11yViolations(page);
});

test("a chosen result opens its page and clears the search", async ({ page }) => {
  await searchBox(page).fill("manrope");
  await resultsPanel(page)
    .getByRole("link", { name: /^Manrope/ })
    .click();
  await expect(page).toHaveURL("/mx/manrope");
  await expect(resultsPanel(page)).toBeHidden();
  await expect(searchBox(page)).toHaveValue("");
});

test("what is typed before the page hydrates is kept and searched", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await searchBox(page).fill("manrope");
  scripts.release();

  await expect.poll(() => isHydrated(searchBox(page))).toBe(true);
  await expect(searchBox(page)).toHaveValue("manrope");
  await expect(resultsPanel(page).getByRole("link", { name: /^Manrope/ })).toBeVisible();
});

test("designers match too", async ({ page }) => {
  await searchBox(page).fill("abbink");
  const panel = resultsPanel(page);
  await expect(
    group(panel, "Retail Library").getByRole("link", { name: /^IBM Plex Mono/ }),
  ).toBeVisible();
  await expect(
    group(panel, "Meridian ×").getByRole("link", { name: /^IBM Plex Sans Condensed/ }),
  ).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3, name: /^Playground/ })).toHaveCount(0);
  await expectCountsMatch(panel);
});

test("'serif' matches the Serif classification exactly, not Sans Serif", async ({ page }) => {
  await searchBox(page).fill("serif");
  const panel = resultsPanel(page);
  await expect(panel.getByRole("link", { name: /^Source Serif 4\b/ }).first()).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Geist Serif/ })).toBeVisible();
  await expect(panel.getByRole("link", { name: /^Inter/ })).toHaveCount(0);

  // Any other term matches within the classification: 'sans serif' finds Inter.
  await searchBox(page).fill("Sans Serif ");
  await expect(panel.getByRole("link", { name: /^Inter/ })).toBeVisible();
});

test("the keyboard reaches the results and Escape closes them", async ({ page }) => {
  const input = searchBox(page);
  await input.fill("ser");
  const links = resultsPanel(page).getByRole("link");
  await expect(links.first()).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(input).toBeFocused();

  await page.keyboard.press("Tab");
  await expect(links.nth(0)).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(resultsPanel(page)).toBeHidden();
  await expect(input).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the search opens from a button in the header", async ({ page }) => {
    await expect(searchBox(page)).toBeHidden();
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await expect(searchBox(page)).toBeFocused();
    await searchBox(page).fill("inter");
    await expect(resultsPanel(page).getByRole("link", { name: /^Inter/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("banner").getByRole("button", { name: "Close" }).click();
    await expect(searchBox(page)).toBeHidden();
  });
});
