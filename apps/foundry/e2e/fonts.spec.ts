// Guards the retail library at /fonts (spec 2.1, 7.3): every retail family and nothing else
// (no playground, collaboration or child fonts), in name order, each a specimen row that takes
// the font's own colours on hover and links to the font's page.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";

/** The demo catalogue's retail families (content/fonts: hidden, playground and collaboration false, no parent). */
const RETAIL = [
  "Fraunces",
  "Geist",
  "IBM Plex Mono",
  "IBM Plex Sans Arabic",
  "Inter",
  "Source Code Pro",
  "Source Sans 3",
  "Source Serif 4",
];

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("lists every retail family by name, cleanly", async ({ page, consoleErrors }) => {
  await page.goto("/fonts");
  await expect(page).toHaveTitle(/^Library/);
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  await expect(page.getByText(`Retail · ${RETAIL.length} families`)).toBeVisible();

  // Each row's own link (its 'Compare' link beside it is compare.spec's).
  const links = page
    .getByRole("list", { name: "Retail fonts" })
    .getByRole("link", { name: /^(?!Compare\b)/ });
  await expect(links).toHaveCount(RETAIL.length);
  for (const [index, name] of RETAIL.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(new RegExp(`^${name}\\b`));
    await expect(links.nth(index)).toHaveAttribute(
      "href",
      `/fonts/${name.toLowerCase().replaceAll(" ", "-")}`,
    );
  }
  for (const other of ["Geist Mono", "Geist Pixel", "Manrope", "Source Serif 4 Display"]) {
    await expect(page.getByRole("link", { name: new RegExp(`^${other}\\b`) })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("a row shows its style count and designer, and the font's colours on hover", async ({
  page,
}) => {
  await page.goto("/fonts");
  const inter = page.getByRole("link", { name: /^Inter\b/ });
  await expect(inter).toContainText("8 styles");
  await expect(inter).toContainText("Rasmus Andersson");
  const before = await inter.evaluate((link) => getComputedStyle(link).backgroundColor);
  await inter.hover();
  // Inter's content background is #f2f0ff.
  await expect
    .poll(() => inter.evaluate((link) => getComputedStyle(link).backgroundColor))
    .toBe("rgb(242, 240, 255)");
  expect(before).not.toBe("rgb(242, 240, 255)");
});

test("every name's own face loads: the browser refuses none of the subsets", async ({ page }) => {
  await page.goto("/fonts");
  const names = page.getByRole("link", { name: /^Source Serif 4\b/ }).getByText("Source Serif 4");
  // A variable family's name comes from an instance of it (axes=normal); the rest from subsets.
  await expect(names).toHaveCSS("font-family", /^"Source Serif 4 VF [0-9a-z]+"/);
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => / [0-9a-z]+$/.test(face.family) && face.status !== "unloaded")
      .map((face) => `${face.family}: ${face.status}`);
  });
  expect(faces.length).toBeGreaterThanOrEqual(RETAIL.length);
  expect(faces.filter((face) => !face.endsWith(": loaded"))).toEqual([]);
});

test("a family's name is set in the family itself and links to its page", async ({ page }) => {
  await page.goto("/fonts");
  const geist = page.getByRole("link", { name: /^Geist\b/ });
  await expect(geist.getByText("Geist", { exact: true })).toHaveCSS(
    "font-family",
    /^"Geist Medium [0-9a-z]+", "Geist Medium"/,
  );
  await expect(page.getByText("New", { exact: true })).toBeVisible();
  await geist.click();
  await expect(page).toHaveURL("/fonts/geist");
  await expect(page.getByRole("heading", { level: 1, name: "Geist" })).toBeVisible();
});
