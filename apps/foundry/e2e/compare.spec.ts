// Guards /compare (issue 19): fonts side by side in one text and size, each column with its own
// style (the weight-preview dropdown) and axes; the whole setting lives in the URL, so a reload
// keeps it; on a phone the columns stack; keyboard and axe. And 'Compare' on a font page or in
// the library (issue 40): it adds the font to the visitor's open comparison, kept in the browser
// across pages and reloads; a font already in it just opens it; a fifth says a comparison holds
// four and asks which to replace, or none — also when the link is followed before the page's
// script runs or in a new tab (`/compare?add=…`).
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { isHydrated } from "@meridian/e2e/held-scripts";
import type { Page } from "@playwright/test";

const compared = (page: Page) =>
  page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");

/** The fonts /compare shows, in order, by their columns' names. */
const comparedNames = (page: Page) =>
  compared(page).evaluateAll((items) =>
    items.map((item) => item.querySelector("a")?.textContent?.trim() ?? ""),
  );

/** /compare with these fonts, once the page is live and has kept them as the open comparison. */
async function openComparison(page: Page, slugs: readonly string[]) {
  await page.goto(`/compare?fonts=${slugs.join(",")}`);
  await expect(compared(page)).toHaveCount(slugs.length);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const stored = JSON.parse(window.localStorage.getItem("meridian:compare") ?? "{}");
        return new URLSearchParams(stored.query ?? "").get("fonts");
      }),
    )
    .toBe(slugs.join(","));
}

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("three fonts side by side survive a reload, cleanly", async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/compare?fonts=source-serif-4,geist,inter");
  await expect(page.getByRole("heading", { level: 1, name: "Compare" })).toBeVisible();
  const columns = page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");
  await expect(columns).toHaveCount(3);
  const boxes = await columns.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect().top),
  );
  expect(new Set(boxes).size).toBe(1);

  // One text and size for all; a style and an axis for one column, by keyboard.
  await page.getByRole("textbox", { name: "Text" }).fill("Handgloves 1764");
  const size = page.getByRole("slider", { name: "Size", exact: true });
  await size.focus();
  for (let step = 0; step < 8; step++) await page.keyboard.press("ArrowRight");
  await expect(size).toHaveValue("72");
  const geist = columns.filter({ has: page.getByRole("link", { name: "Geist", exact: true }) });
  const style = geist.getByRole("combobox", { name: "Style of Geist" });
  await style.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Bold", exact: true })).toHaveCSS(
    "font-family",
    /"Geist Bold"/,
  );
  await page.getByRole("option", { name: "Bold", exact: true }).click();
  await expect(style).toHaveText(/Bold/);
  const serif = columns.first();
  const sample = serif.getByText("Handgloves 1764");
  await expect(sample).toHaveCSS("font-size", "72px");
  await expect(page).toHaveURL(/c2\.style=Bold/);

  await page.reload();
  await expect(columns).toHaveCount(3);
  await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue("Handgloves 1764");
  await expect(page.getByRole("slider", { name: "Size", exact: true })).toHaveValue("72");
  await expect(geist.getByRole("combobox", { name: "Style of Geist" })).toHaveText(/Bold/);
  await expect(columns.nth(2).getByText("Handgloves 1764")).toHaveCSS("font-size", "72px");
  await expect(serif.locator("[data-font-status]", { hasText: "Handgloves 1764" })).toHaveAttribute(
    "data-font-status",
    "loaded",
  );
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a font page starts a comparison, and fonts are added and removed", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  await page.getByRole("link", { name: /^Compare/ }).click();
  await expect(page).toHaveURL(/\/compare\?fonts=source-serif-4/);
  const columns = page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");
  await expect(columns).toHaveCount(1);
  await page.getByRole("combobox", { name: "Add a font" }).click();
  await page.getByRole("option", { name: "Inter", exact: true }).click();
  await expect(columns).toHaveCount(2);
  await expect(page).toHaveURL(/fonts=source-serif-4%2Cinter|fonts=source-serif-4,inter/);
  await page.getByRole("button", { name: "Remove Source Serif 4" }).click();
  await expect(columns).toHaveCount(1);
  await expect(columns.first().getByRole("link")).toHaveText("Inter");
});

test("on a phone the columns stack, and odd parameters are ignored", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const response = await page.goto(
    "/compare?fonts=inter,nope,../x,geist,inter&all.size=1e9&c1.style=Nope&all.text=%3Cscript%3E",
  );
  expect(response?.status()).toBe(200);
  const columns = page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");
  await expect(columns).toHaveCount(2);
  const [first, second] = await columns.evaluateAll((items) =>
    items.map((item) => item.getBoundingClientRect()),
  );
  expect(second?.top).toBeGreaterThanOrEqual((first?.bottom ?? 0) - 1);
  await expect(page.getByRole("slider", { name: "Size", exact: true })).toHaveValue("240");
  await expect(columns.first().getByText("<script>")).toBeVisible();
  const robots = page.locator('meta[name="robots"]');
  await expect(robots).toHaveAttribute("content", /noindex/);
});

test("on a phone a word too wide for the column is set smaller, never broken", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/compare?fonts=geist&all.text=Handgloves&all.size=72");
  const column = page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");
  const sample = column.locator("[data-font-status]", { hasText: "Handgloves" });
  await expect(sample).toHaveAttribute("data-font-status", "loaded");
  await expect(page.getByRole("slider", { name: "Size", exact: true })).toHaveValue("72");
  const note = column.getByText(/^Shown at \d+px to fit$/);
  await expect(note).toBeVisible();
  const shown = Number((await note.textContent())?.match(/\d+/)?.[0]);
  expect(shown).toBeLessThan(72);
  await expect(sample).toHaveCSS("font-size", `${shown}px`);
  // One line: the word is whole, and nothing runs past the column.
  const { lines, overflow } = await sample.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return { lines: tops.size, overflow: element.scrollWidth - element.clientWidth };
  });
  expect(lines).toBe(1);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test("the library's rows each start a comparison", async ({ page }) => {
  await page.goto("/fonts");
  const list = page.getByRole("list", { name: "Retail fonts" });
  await list.getByRole("link", { name: "Compare Inter" }).click();
  await expect(page).toHaveURL(/\/compare\?fonts=inter\b/);
  await expect(
    page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem"),
  ).toHaveCount(1);
});

test("'Compare' on one font page, then another, compares both in order, after a reload too", async ({
  page,
}) => {
  await page.goto("/fonts/inter");
  await page.getByRole("link", { name: "Compare Inter with other fonts" }).click();
  await expect(page).toHaveURL(/\/compare\?fonts=inter(&|$)/);
  await expect(compared(page)).toHaveCount(1);

  await page.goto("/fonts/geist");
  await page.getByRole("link", { name: "Compare Geist with other fonts" }).click();
  await expect(page).toHaveURL(/fonts=inter(%2C|,)geist(&|$)/);
  await expect(compared(page)).toHaveCount(2);
  await expect.poll(() => comparedNames(page)).toEqual(["Inter", "Geist"]);

  await page.reload();
  await expect(compared(page)).toHaveCount(2);
  await expect.poll(() => comparedNames(page)).toEqual(["Inter", "Geist"]);

  // A font already compared just opens the comparison, and a font removed on /compare is gone
  // from the comparison the next 'Compare' adds to; the shared size goes along.
  const size = page.getByRole("slider", { name: "Size", exact: true });
  await size.focus();
  await page.keyboard.press("ArrowRight");
  await expect(size).toHaveValue("65");
  await page.getByRole("button", { name: "Remove Inter" }).click();
  await expect(compared(page)).toHaveCount(1);
  await page.goto("/fonts/geist");
  await page.getByRole("link", { name: "Compare Geist with other fonts" }).click();
  await expect(page).toHaveURL(/fonts=geist(&|$)/);
  await page.goto("/fonts/source-serif-4");
  await page.getByRole("link", { name: "Compare Source Serif 4 with other fonts" }).click();
  await expect(page).toHaveURL(/fonts=geist(%2C|,)source-serif-4&/);
  await expect.poll(() => comparedNames(page)).toEqual(["Geist", "Source Serif 4"]);
  await expect(page.getByRole("slider", { name: "Size", exact: true })).toHaveValue("65");
});

test("with four compared, 'Compare' on a fifth says why and asks which to replace", async ({
  page,
  consoleErrors,
}) => {
  await openComparison(page, ["inter", "geist", "fraunces", "source-serif-4"]);
  await page.goto("/fonts");
  const library = page.getByRole("list", { name: "Retail fonts" });
  const compare = library.getByRole("link", { name: "Compare Source Sans 3" });
  // Live first: before its script, the link opens /compare, which asks there (the next test).
  await expect.poll(() => isHydrated(compare)).toBe(true);

  // By keyboard: the choice takes focus, says why, and Escape puts it away.
  await compare.focus();
  await page.keyboard.press("Enter");
  const choice = page.getByRole("dialog", { name: "Your comparison is full" });
  await expect(choice).toBeVisible();
  await expect(choice).toHaveAccessibleDescription(
    "A comparison holds up to four fonts. Replace one with Source Sans 3, or cancel to keep it as it is.",
  );
  await expect(choice).toBeFocused();
  await expect(choice.getByRole("button", { name: /^Replace / })).toHaveText([
    "Replace Inter",
    "Replace Geist",
    "Replace Fraunces",
    "Replace Source Serif 4",
  ]);
  await expect(page).toHaveURL(/\/fonts$/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(choice).toHaveCount(0);
  await expect(compare).toBeFocused();

  // Cancel keeps the comparison as it was; a replacement takes that font's column.
  await compare.click();
  await choice.getByRole("button", { name: "Cancel" }).click();
  await expect(choice).toHaveCount(0);
  await compare.click();
  await choice.getByRole("button", { name: "Replace Geist" }).click();
  await expect(page).toHaveURL(
    /fonts=inter(%2C|,)source-sans-3(%2C|,)fraunces(%2C|,)source-serif-4&/,
  );
  await expect(compared(page)).toHaveCount(4);
  await expect
    .poll(() => comparedNames(page))
    .toEqual(["Inter", "Source Sans 3", "Fraunces", "Source Serif 4"]);
  // A client navigation whose page was not fetched ahead gets its head in two steps, and
  // Chromium, meeting it without an icon, asks for the /favicon.ico the site does not serve
  // (as 'Add a font' on /compare does): not this choice's fault.
  expect(consoleErrors.filter((error) => !error.includes("/favicon.ico"))).toEqual([]);
});

test("a 'Compare' link followed before its page's script, or in a new tab, adds too", async ({
  page,
}) => {
  // The link as the server draws it.
  await page.goto("/fonts/fraunces");
  await expect(
    page.getByRole("link", { name: "Compare Fraunces with other fonts" }),
  ).toHaveAttribute("href", "/compare?add=fraunces");

  await openComparison(page, ["inter", "geist"]);
  await page.goto("/compare?add=fraunces");
  await expect(page).toHaveURL(/fonts=inter(%2C|,)geist(%2C|,)fraunces&/);
  await expect.poll(() => comparedNames(page)).toEqual(["Inter", "Geist", "Fraunces"]);

  await openComparison(page, ["inter", "geist", "fraunces", "source-serif-4"]);
  await page.goto("/compare?add=source-sans-3");
  const choice = page.getByRole("dialog", { name: "Your comparison is full" });
  await choice.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/fonts=inter(%2C|,)geist(%2C|,)fraunces(%2C|,)source-serif-4&/);
  await expect
    .poll(() => comparedNames(page))
    .toEqual(["Inter", "Geist", "Fraunces", "Source Serif 4"]);
  await page.goto("/compare?add=source-sans-3");
  await choice.getByRole("button", { name: "Replace Inter" }).click();
  await expect(page).toHaveURL(/fonts=source-sans-3(%2C|,)geist/);
  await expect
    .poll(() => comparedNames(page))
    .toEqual(["Source Sans 3", "Geist", "Fraunces", "Source Serif 4"]);
});
