// Guards shareable testers (issue 19): a tester's setting — size, tracking, a feature, an axis —
// copied as a link opens in a fresh browser exactly as it was set, from the server's first
// paint and scrolled to that tester; hostile parameters render safely; the setting exports as
// a PNG at 2× and as CSS; a pairing's texts and sizes are edited and shared the same way.
import { readFile } from "node:fs/promises";
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Browser, Locator, Page } from "@playwright/test";

const FONT_PAGE = "/fonts/source-serif-4";
const TYPE_PROPERTIES = [
  "font-family",
  "font-size",
  "line-height",
  "letter-spacing",
  "font-feature-settings",
  "font-variation-settings",
  "text-align",
] as const;

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

/** A native range moved as a reader's drag would: React hears the input event. */
async function setSlider(slider: Locator, value: number) {
  await slider.evaluate((input: HTMLInputElement, next) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

function firstTester(page: Page) {
  return page.getByRole("region", { name: /^Source Serif 4 type tester 1 of/ });
}

function sampleOf(tester: Locator) {
  return tester.getByRole("textbox", { name: /sample text/ });
}

async function typeStyles(sample: Locator) {
  return sample.evaluate(
    (element, properties) =>
      Object.fromEntries(
        properties.map((name) => [name, getComputedStyle(element).getPropertyValue(name)]),
      ),
    [...TYPE_PROPERTIES],
  );
}

/** Sets the first tester to 64 px, tracking +40, old-style figures and weight 700. */
async function setUpTester(page: Page) {
  await page.goto(FONT_PAGE);
  const tester = firstTester(page);
  const sample = sampleOf(tester);
  await sample.scrollIntoViewIfNeeded();
  await expect(sample).toHaveAttribute("data-font-status", "loaded");
  await setSlider(tester.getByRole("slider", { name: "Weight" }), 700);
  await setSlider(tester.getByRole("slider", { name: "Size", exact: true }), 64);
  await setSlider(tester.getByRole("slider", { name: "Tracking" }), 40);
  await tester.getByRole("button", { name: /^OpenType features/ }).click();
  await tester.getByRole("checkbox", { name: /^onum\b/ }).check();
  await expect(sample).toHaveCSS("font-size", "64px");
  await expect(sample).toHaveCSS("font-variation-settings", /"wght" 700/);
  await expect(sample).toHaveCSS("font-feature-settings", /"onum"/);
  await tester.getByRole("button", { name: "Share or export this setting" }).click();
  return { tester, sample };
}

async function copiedLink(page: Page, tester: Locator): Promise<string> {
  await tester.getByRole("button", { name: "Copy link" }).click();
  await expect(tester.getByText("Link copied")).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

async function freshPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 1280, height: 720 },
  });
  const page = await context.newPage();
  await skipConsentDialog(page);
  return page;
}

test("a copied link opens the tester exactly as it was set, from the first paint", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const { tester, sample } = await setUpTester(page);
  const link = await copiedLink(page, tester);
  expect(new URL(link).hash).toBe("#tester-s1");
  const expected = await typeStyles(sample);

  // The server's HTML alone, before any script: the setting is already there.
  const before = await freshPage(browser, false);
  await before.goto(link);
  const unhydrated = sampleOf(firstTester(before));
  const { "font-family": _family, ...settings } = expected;
  expect(await typeStyles(unhydrated)).toMatchObject(settings);
  await before.context().close();

  const other = await freshPage(browser);
  await other.goto(link);
  const shared = firstTester(other);
  const sharedSample = sampleOf(shared);
  await expect(shared).toBeInViewport();
  await expect(sharedSample).toHaveAttribute("data-font-status", "loaded");
  expect(await typeStyles(sharedSample)).toEqual(expected);
  await expect(shared.getByRole("slider", { name: "Size", exact: true })).toHaveValue("64");
  await expect(shared.getByRole("slider", { name: "Weight" })).toHaveValue("700");
  await expect(shared.getByRole("button", { name: "OpenType features (1)" })).toBeVisible();
  // The text as drawn, compared over the shared sample's box: the source keeps the height its
  // axes reached while they played, which a still tester does not need.
  await other.evaluate(() => document.fonts.ready);
  const box = await sharedSample.boundingBox();
  const source = await sample.boundingBox();
  if (!box || !source) throw new Error("A sample has no box.");
  const clip = (at: { x: number; y: number }) => ({ ...at, width: box.width, height: box.height });
  await sample.scrollIntoViewIfNeeded();
  const original = await page.screenshot({ clip: clip((await sample.boundingBox()) ?? source) });
  expect(await other.screenshot({ clip: clip(box) })).toEqual(original);
  await other.context().close();
  expect(consoleErrors).toEqual([]);
});

test("hostile parameters render safely", async ({ page, consoleErrors }) => {
  const script = "<script>window.__shared = 1</script><img src=x onerror=window.__shared=2>";
  const query = new URLSearchParams({
    "s1.size": "1e9",
    "s1.track": "-Infinity",
    "s1.feat": "zzzz,<b>,-kern,onum",
    "s1.axes": "wght:1e12,XXXX:4",
    "s1.style": "../../etc",
    "s1.text": script,
    "s2.text": "W".repeat(10_240),
    "s2.lead": "NaN",
    "s2.align": "</style>",
  });
  const response = await page.goto(`${FONT_PAGE}?${query}`);
  expect(response?.status()).toBe(200);
  const first = sampleOf(firstTester(page));
  await expect(first).toHaveText(script);
  await expect(first).toHaveCSS("font-size", "600px");
  await expect(first).toHaveCSS("font-variation-settings", /"wght" 900/);
  await expect(first).toHaveCSS("font-feature-settings", '"kern" 0, "onum"');
  const second = sampleOf(page.getByRole("region", { name: /^Source Serif 4 type tester 2 of/ }));
  expect((await second.textContent())?.length).toBe(1000);
  expect(await page.evaluate(() => (window as { __shared?: number }).__shared)).toBeUndefined();
  // A shared setting is the font page to a search engine.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /^https?:\/\/[^/]+\/fonts\/source-serif-4$/,
  );
  expect(consoleErrors).toEqual([]);
});

test("the setting exports as a PNG at twice its size and as CSS", async ({ page }) => {
  const { tester, sample } = await setUpTester(page);
  const box = await sample.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { width: Math.ceil(rect.width), height: Math.ceil(rect.height) };
  });

  const downloading = page.waitForEvent("download");
  await tester.getByRole("button", { name: "Export PNG" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("source-serif-4-vf.png");
  const png = await readFile(await download.path());
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
    width: box.width * 2,
    height: box.height * 2,
  });
  await expect(tester.getByText("PNG exported")).toBeVisible();
  // Not blank: the text's dark pixels on the page's light background.
  const inked = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    context?.drawImage(image, 0, 0);
    const { data } = context?.getImageData(0, 0, image.width, image.height) ?? { data: [] };
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark++;
    return dark / (image.width * image.height);
  }, png.toString("base64"));
  expect(inked).toBeGreaterThan(0.01);

  await tester.getByRole("button", { name: "Copy CSS" }).click();
  await expect(tester.getByText("CSS copied")).toBeVisible();
  const cssText = await page.evaluate(() => navigator.clipboard.readText());
  expect(cssText).toContain('font-family: "Source Serif 4 VF";');
  expect(cssText).toContain("font-size: 64px;");
  expect(cssText).toContain("letter-spacing: 0.04em;");
  expect(cssText).toMatch(/font-feature-settings: .*"onum" 1/);
  expect(cssText).toMatch(/font-variation-settings: "wght" 700, "opsz" \d+/);
});

test("a pairing's texts and sizes are edited and travel by link", async ({ page, browser }) => {
  await page.goto(FONT_PAGE);
  const pairing = page.getByRole("article", { name: "Source Serif 4 with Source Sans 3" });
  const headline = pairing.getByRole("textbox", { name: /^Headline in Source Serif 4/ });
  // Typing starts once the text shows in its font (its skeleton is not typed into). The
  // sections above grow as they render, so the pairing is brought back into view until then.
  await expect(async () => {
    await pairing.scrollIntoViewIfNeeded();
    await expect(pairing.locator('[data-font-status="loaded"]')).toHaveCount(2, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await headline.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Fournier & friends");
  await setSlider(pairing.getByRole("slider", { name: "Headline size" }), 80);
  await setSlider(pairing.getByRole("slider", { name: "Body size" }), 21);
  await expect(headline).toHaveCSS("font-size", "80px");
  // The share row loads when opened, like a tester's.
  await pairing.getByRole("button", { name: "Share or export this pairing" }).click();
  await pairing.getByRole("button", { name: "Copy link to this pairing" }).click();
  await expect(pairing.getByText("Link copied")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).hash).toBe("#tester-p1");

  // The pair exports as one picture at 2×: headline over body, each in its own font.
  const frame = await headline.evaluate((element) => {
    const rect = element.closest("p")?.parentElement?.getBoundingClientRect();
    return { width: Math.ceil(rect?.width ?? 0), height: Math.ceil(rect?.height ?? 0) };
  });
  const downloading = page.waitForEvent("download");
  await pairing.getByRole("button", { name: "Export PNG of this pairing" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("source-serif-4-with-source-sans-3.png");
  const png = await readFile(await download.path());
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
    width: frame.width * 2,
    height: frame.height * 2,
  });

  const other = await freshPage(browser);
  await other.goto(link);
  const shared = other.getByRole("article", { name: "Source Serif 4 with Source Sans 3" });
  const sharedHeadline = shared.getByRole("textbox", { name: /^Headline in/ });
  await expect(sharedHeadline).toHaveText("Fournier & friends");
  await expect(sharedHeadline).toHaveCSS("font-size", "80px");
  await expect(shared.getByRole("textbox", { name: /^Body in Source Sans 3/ })).toHaveCSS(
    "font-size",
    "21px",
  );
  await expect(sharedHeadline).toBeInViewport();
  await other.context().close();
});

test("the home page's tester shares its setting too, its share row clean", async ({
  page,
  browser,
}) => {
  await page.goto("/");
  const tester = page.getByRole("region", { name: "Source Serif 4 type tester" });
  await setSlider(tester.getByRole("slider", { name: "Size", exact: true }), 90);
  await setSlider(tester.getByRole("slider", { name: "Leading" }), 1.4);
  await tester.getByRole("button", { name: "Share or export this setting" }).click();
  await expect(tester.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const link = await copiedLink(page, tester);
  expect(new URL(link).pathname).toBe("/");
  expect(new URL(link).searchParams.get("home.size")).toBe("90");

  const other = await freshPage(browser);
  await other.goto(link);
  const sample = sampleOf(other.getByRole("region", { name: "Source Serif 4 type tester" }));
  await expect(sample).toHaveCSS("font-size", "90px");
  await expect(sample).toHaveCSS("line-height", "126px");
  await other.context().close();
});

test("what is typed into a pairing before its font arrives is kept", async ({ page }) => {
  // Source Sans 3's file is held back until the body has been typed into.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/fonts\/source-sans-3\/.*\.woff2/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the load event: the held file may be one of the page's loads.
  await page.goto(`${FONT_PAGE}#tester-p1`, { waitUntil: "domcontentloaded" });
  const pairing = page.getByRole("article", { name: "Source Serif 4 with Source Sans 3" });
  const body = pairing.getByRole("textbox", { name: /^Body in Source Sans 3/ });
  const text = body.locator("xpath=ancestor::p[1]");
  await expect(text).toHaveAttribute("data-font-status", "loading");
  await body.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Typed while the font was on its way");
  release();
  await expect(text).toHaveAttribute("data-font-status", "loaded");
  await expect(body).toHaveText("Typed while the font was on its way");
  await expect(body).toBeFocused();
});
