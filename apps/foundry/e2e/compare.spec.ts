// Guards /compare (issue 19): fonts side by side in one text and size, each column with its own
// style (the weight-preview dropdown) and axes; the whole setting lives in the URL, so a reload
// keeps it; a font page's or the library's 'Compare' starts one; on a phone the columns stack; keyboard and axe.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";

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

test("a font's 'Compare' offers back the fonts compared before", async ({ page }) => {
  await page.goto("/compare?fonts=geist,inter");
  const columns = page.getByRole("list", { name: "Fonts compared" }).getByRole("listitem");
  await expect(columns).toHaveCount(2);
  // The tab remembers a comparison once the page is live (drawn by the server, it is not yet):
  // leaving sooner, as a loaded machine may, leaves nothing to offer back.
  await expect
    .poll(() => page.evaluate(() => window.sessionStorage.getItem("meridian:compare")))
    .toBe(JSON.stringify(["geist", "inter"]));
  await page.goto("/fonts/source-serif-4");
  await page.getByRole("link", { name: /^Compare/ }).click();
  await expect(columns).toHaveCount(1);
  await page.getByRole("button", { name: "Add back Geist and Inter" }).click();
  await expect(columns).toHaveCount(3);
  await expect(page).toHaveURL(/fonts=geist(%2C|,)inter(%2C|,)source-serif-4/);
  // Removing one is not undone by the offer.
  await page.getByRole("button", { name: "Remove Inter" }).click();
  await expect(columns).toHaveCount(2);
  await expect(page.getByRole("button", { name: /^Add back/ })).toHaveCount(0);
});
