// Guards the collaboration section at its configured prefix (`/mx` in the demo; spec 2.1, 3
// "Collaboration font"): the index with each font's designer, and a collaboration's page with
// its designer, intro, inspiration, interview and content blocks, then the font itself.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { loadCatalogueFonts } from "./helpers/catalogue-fonts";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("the index lists the collaborations with their designers, cleanly", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/mx");
  await expect(page.getByRole("heading", { level: 1, name: "Meridian ×" })).toBeVisible();
  await expect(page.getByText("Collaboration · 2 families")).toBeVisible();
  const links = page.getByRole("list", { name: "Meridian × fonts" }).getByRole("link");
  await expect(links).toHaveCount(2);
  const manrope = links.filter({ hasText: "Manrope" });
  await expect(manrope).toContainText("Designed by Mikhail Sharanda");
  await expect(manrope).toHaveAttribute("href", "/mx/manrope");
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a collaboration tells its story, then shows the font, cleanly", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/mx");
  await page.getByRole("link", { name: /^Manrope\b/ }).click();
  await expect(page).toHaveURL("/mx/manrope");
  await expect(page).toHaveTitle(/Manrope/);
  await expect(page.getByRole("heading", { level: 1, name: "Manrope" })).toBeVisible();

  const story = page.getByRole("region", { name: "Meridian × Manrope" });
  await expect(story.getByText(/is our series on open-source typefaces/)).toBeVisible();
  const designer = page.getByRole("region", { name: "Designer", exact: true });
  await expect(designer.getByRole("heading", { name: "Mikhail Sharanda" })).toBeVisible();
  await expect(designer.getByRole("img")).toHaveAttribute("alt", /MS/);
  await expect(page.getByRole("region", { name: "Inspiration" })).toContainText("geometric");
  const interview = page.getByRole("region", { name: "Interview" });
  await expect(
    interview.getByRole("heading", { name: "Why start the series with Manrope?" }),
  ).toBeVisible();
  // The collaboration's content blocks follow.
  await expect(page.getByRole("heading", { name: "Set up for work" })).toBeVisible();

  await expect(page.getByRole("region", { name: /^Manrope type tester 1 of/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Manrope", exact: true })).toBeVisible();
  await loadCatalogueFonts(page);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a collaboration font is only found under the collaboration prefix", async ({ page }) => {
  expect((await page.goto("/xx/manrope"))?.status()).toBe(404);
  expect((await page.goto("/mx/inter"))?.status()).toBe(404);
});
