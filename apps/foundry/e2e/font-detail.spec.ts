// Guards a retail font's page (spec 2.12, 5, 9): the full-bleed top image, the testers (editable
// text and size), glyphs copied on click, OpenType features switched on sample text, the child
// fonts, and the buying options table — family first, then each style, a price per licence type.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { loadCatalogueFonts } from "./helpers/catalogue-fonts";
import { pagePreloads } from "./helpers/preloads";

const LICENCES = ["Basic", "Web", "App", "Social", "Logo"];

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("shows the top image, title and sections, cleanly", async ({ page, consoleErrors }) => {
  await page.goto("/fonts/source-serif-4");
  await expect(page).toHaveTitle("Source Serif 4 — a transitional serif in five optical sizes");
  const image = page.locator("main picture img");
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("alt", /Source Serif 4/);
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);
  // Phones get the portrait image of topImageMobile.
  await expect(page.locator("main picture source")).toHaveAttribute("media", /max-width: 480px/);

  await expect(page.getByRole("heading", { level: 1, name: "Source Serif 4" })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Source Serif 4 sections" });
  for (const name of ["About", "Testers", "Styles", "Variable", "Glyphs", "OpenType", "Buy"]) {
    await expect(sections.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Frank Grießhammer").first()).toBeVisible();
  await loadCatalogueFonts(page);
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the page asks first for the top image, each crop for its own screens", async ({
  request,
}) => {
  const images = (await pagePreloads(await request.get("/fonts/source-serif-4"))).filter(
    (link) => link.as === "image",
  );
  const media = images.map((link) => link.media);
  expect(media).toEqual(["screen and (max-width: 480px)", "not screen and (max-width: 480px)"]);
});

test("the top image's preloads name exactly the sources its picture loads", async ({
  page,
  request,
}) => {
  // A preload is used only when its srcset and sizes equal the element's; otherwise the browser
  // downloads the image twice.
  const preloads = (await pagePreloads(await request.get("/fonts/source-serif-4")))
    .filter((link) => link.as === "image")
    .map(({ media, imageSrcSet, imageSizes }) => ({ media, imageSrcSet, imageSizes }));
  await page.goto("/fonts/source-serif-4");
  const phone = page.locator("main picture source");
  const desktop = page.locator("main picture img");
  const sources = async (element: typeof phone) => ({
    imageSrcSet: (await element.getAttribute("srcset")) ?? undefined,
    imageSizes: (await element.getAttribute("sizes")) ?? undefined,
  });
  const phoneMedia = (await phone.getAttribute("media")) ?? "";
  expect(preloads).toEqual([
    { media: phoneMedia, ...(await sources(phone)) },
    { media: `not ${phoneMedia}`, ...(await sources(desktop)) },
  ]);
  expect(preloads[0]?.imageSrcSet).toMatch(/\?w=\d+ \d+w/);
});

test("a tester takes the visitor's text and size", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  const tester = page.getByRole("region", { name: "Source Serif 4 type tester 2 of 4" });
  const sample = tester.getByRole("textbox");
  await expect(sample).toContainText("In 1764 Pierre-Simon Fournier");

  await sample.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Hamburgefonstiv");
  await expect(sample).toHaveText("Hamburgefonstiv");

  const size = tester.getByRole("slider", { name: "Size" });
  await expect(size).toHaveValue("22");
  await size.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(size).toHaveValue("24");
  await expect(sample).toHaveCSS("font-size", "24px");
});

test.describe("on a phone, before any script runs", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("a tester is set at its mobile size and leading, so nothing moves when it wakes", async ({
    page,
  }) => {
    await page.goto("/fonts/source-serif-4");
    const headline = page
      .getByRole("region", { name: "Source Serif 4 type tester 1 of 4" })
      .getByRole("textbox");
    // Content's mobile values for this tester: 44 px on 1.05 (112 px on 1.02 on a desktop).
    await expect(headline).toHaveCSS("font-size", "44px");
    await expect(headline).toHaveCSS("line-height", `${44 * 1.05}px`);
  });
});

test("a glyph is copied on click, with its Unicode value", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/fonts/source-serif-4");
  const glyphs = page.getByRole("region", { name: /^Glyphs/ });
  await glyphs.getByRole("button", { name: "Q, U+0051" }).click();
  await expect(glyphs.getByRole("status")).toHaveText("Copied Q (U+0051)");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Q");

  // The page opens on the essential characters; a link shows all of them.
  const cells = glyphs.getByRole("button");
  const essentials = await cells.count();
  await page.getByRole("link", { name: /^Show all [\d,]+ characters$/ }).click();
  await expect(page).toHaveURL(/glyphs=all/);
  await expect.poll(() => cells.count()).toBeGreaterThan(essentials);
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a tapped glyph is copied, and neither stays enlarged nor keeps its code", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/fonts/source-serif-4");
    const glyphs = page.getByRole("region", { name: /^Glyphs/ });
    const cell = glyphs.getByRole("button", { name: "Q, U+0051" });
    await cell.tap();
    await expect(glyphs.getByRole("status")).toHaveText("Copied Q (U+0051)");
    // The tapped cell is still under the last touch (:hover) but looks like its neighbours.
    await expect(cell).toHaveCSS("transform", "none");
    await expect
      .poll(() => cell.evaluate((element) => getComputedStyle(element, "::after").opacity))
      .toBe("0");
  });
});

test("each OpenType feature switches on and off on its sample", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  const features = page.getByRole("region", { name: "OpenType features", exact: true });
  const smallCaps = features.getByRole("switch", { name: "Small Capitals", exact: true });
  const sample = features.locator('[data-feature="smcp"]');
  await expect(smallCaps).toBeChecked();
  await expect(sample).toHaveCSS("font-feature-settings", '"smcp"');
  // The switch is drawn over its checkbox; a visitor clicks its label.
  await features
    .locator("label")
    .filter({ has: page.getByRole("switch", { name: "Small Capitals", exact: true }) })
    .click();
  await expect(smallCaps).not.toBeChecked();
  await expect(sample).toHaveCSS("font-feature-settings", '"smcp" 0');
});

test("the buying options list the family, then every style, priced per licence type", async ({
  page,
}) => {
  await page.goto("/fonts/source-serif-4");
  const buy = page.getByRole("region", { name: "Buy", exact: true });
  await expect(buy.getByText(/^Prices in GBP for the Startup licence/)).toBeVisible();

  const table = buy.getByRole("table", { name: "Source Serif 4", exact: true });
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveText(["Licence", ...LICENCES]);

  const rows = table.locator("tbody tr");
  // The family, then Source Serif 4's ten styles.
  await expect(rows).toHaveCount(11);
  await expect(rows.first().getByRole("rowheader")).toContainText("Family");
  await expect(rows.nth(1).getByRole("rowheader")).toHaveText("Light");
  for (const row of await rows.all()) {
    await expect(row.getByRole("cell")).toHaveCount(LICENCES.length);
    for (const cell of await row.getByRole("cell").all()) {
      await expect(cell).toHaveText(/£[\d,]+\.\d\d$/);
    }
  }
  // The family's price shows its undiscounted price struck through beside it.
  await expect(rows.first().getByRole("cell").first().locator("s")).toHaveText(/£[\d,]+\.\d\d/);

  // The child font sold with it has a table of its own.
  await expect(buy.getByRole("table", { name: "Source Serif 4 Display" })).toBeVisible();
});

test("a visitor whose cart is in euros never sees the prices in pounds first", async ({ page }) => {
  const answer = await page.request.post("/graphql", {
    data: {
      query:
        "mutation ($currency: String!) { updateCurrency(currency: $currency) { cart { currency } } }",
      variables: { currency: "EUR" },
    },
  });
  expect((await answer.json()).data.updateCurrency.cart.currency).toBe("EUR");

  // The server does not know the cart's currency: its HTML holds no price, only placeholders.
  const html = await (await page.request.get("/fonts/source-serif-4")).text();
  const table = html.slice(html.indexOf("data-buying-options"), html.indexOf("</table>"));
  expect(table).not.toMatch(/[£€$]\d/);

  await page.goto("/fonts/source-serif-4");
  const buy = page.getByRole("region", { name: "Buy", exact: true });
  await expect(buy.getByText(/^Prices in EUR for the Startup licence/)).toBeVisible();
  const firstPrice = buy
    .getByRole("table", { name: "Source Serif 4", exact: true })
    .getByRole("cell")
    .first();
  await expect(firstPrice).toHaveText(/€[\d,]+\.\d\d$/);
});

test("the family section links the child fonts", async ({ page }) => {
  await page.goto("/fonts/source-serif-4");
  const family = page.getByRole("region", { name: "Family", exact: true });
  await family.getByRole("link", { name: /^Source Serif 4 Display\b/ }).click();
  await expect(page).toHaveURL("/fonts/source-serif-4-display");
  await expect(page.getByRole("link", { name: "Part of Source Serif 4" })).toHaveAttribute(
    "href",
    "/fonts/source-serif-4",
  );
});

test("an Arabic family reads right to left and opens its glyphs on its alphabet", async ({
  page,
}) => {
  await page.goto("/fonts/ibm-plex-sans-arabic");
  const tester = page.getByRole("region", { name: "IBM Plex Sans Arabic type tester 1 of 3" });
  const sample = tester.locator('[dir="rtl"]');
  await expect(sample).toHaveText("من الشاشة إلى الورق");
  // Its lines start on the right, where Arabic starts.
  await expect(sample).toHaveCSS("text-align", "right");
  await expect(tester.getByRole("radio", { name: "Align right" })).toBeChecked();

  const glyphs = page.getByRole("region", { name: /^Glyphs/ });
  await expect(glyphs.getByRole("heading", { name: /^Letters/ })).toBeVisible();
  await expect(glyphs.getByRole("button", { name: "ع, U+0639" })).toBeVisible();

  // The Latin members of IBM Plex are linked as its other scripts.
  const family = page.getByRole("region", { name: "Family", exact: true });
  await expectNoSeriousA11yViolations(page);
  await family.getByRole("link", { name: /^IBM Plex Mono\b/ }).click();
  await expect(page).toHaveURL("/fonts/ibm-plex-mono");
});

test("an unknown font, or one from another section, is not found", async ({ page }) => {
  expect((await page.goto("/fonts/no-such-font"))?.status()).toBe(404);
  expect((await page.goto("/fonts/geist-pixel"))?.status()).toBe(404);
});
