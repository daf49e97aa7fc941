// Guards the content blocks of spec 3 as a visitor meets them on the demo catalogue's pages:
// images with their size, alt text and srcset from the site's own /images path; the carousel's
// buttons and keys; a video that loads its provider's player only when asked; the glyph table in
// the font itself; a coloured section; tiles; the More-goods prices through the online rule.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("content images carry their size, alt text and same-origin sources", async ({ page }) => {
  await page.goto("/custom-fonts/northline-sans");
  const image = page.getByRole("img", {
    name: "A platform sign, “Hebden Bridge”, in IBM Plex Sans Condensed SemiBold",
  });
  await expect(image).toHaveAttribute("width", "2400");
  await expect(image).toHaveAttribute("height", "1350");
  await expect(image).toHaveAttribute("src", /^\/images\/[a-f0-9]+\.webp\?w=\d+$/);
  await expect(image).toHaveAttribute("srcset", /\/images\/[a-f0-9]+\.webp\?w=640 640w/);
  // It loads: the site proxies /images to the API.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Index images are the spec's focal-point squares, at most 1000 × 1000.
  await page.goto("/custom-fonts");
  // The card's title names its link, so its picture is decorative (alt="").
  const card = page.getByRole("link", { name: "Halden Text" }).locator("img");
  await expect(card).toHaveAttribute("alt", "");
  await expect(card).toHaveAttribute("width", "1000");
  await expect(card).toHaveAttribute("height", "1000");
  await expect(card).toHaveAttribute("src", /\?w=\d+&h=\d+$/);
});

test("the carousel moves by its buttons and by the arrow keys", async ({ page, consoleErrors }) => {
  await page.goto("/custom-fonts/northline-sans");
  const carousel = page.getByRole("region", { name: "Images" });
  const previous = carousel.getByRole("button", { name: "Previous" });
  const next = carousel.getByRole("button", { name: "Next" });
  const count = carousel.getByText(/^\d \/ 3$/);
  await expect(carousel.getByRole("group", { name: /of 3$/ })).toHaveCount(3);
  await expect(count).toHaveText("1 / 3");
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(count).toHaveText("2 / 3");
  await next.click();
  await expect(count).toHaveText("3 / 3");
  await expect(next).toBeDisabled();

  const slides = carousel.getByRole("group", { name: "Slides" });
  await slides.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(count).toHaveText("2 / 3");
  await page.keyboard.press("Home");
  await expect(count).toHaveText("1 / 3");
  await expect(previous).toBeDisabled();
  expect(consoleErrors).toEqual([]);
});

test("a video contacts its provider only after 'Play video'", async ({ page }) => {
  const providerRequests: string[] = [];
  await page.route(
    /youtube(-nocookie)?\.com|ytimg\.com|vimeo\.com|vimeocdn\.com/,
    async (route) => {
      providerRequests.push(route.request().url());
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Player</title><p>The provider's player</p>",
      });
    },
  );
  await page.goto("/custom-fonts/courier-headline");
  const play = page.getByRole("button", {
    name: "Play video: Stop the Press — redesigning the Northern Courier",
  });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await expect(page.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=q7Vb3mKxT2s",
  );
  expect(providerRequests).toEqual([]);
  expect(await page.locator("iframe").count()).toBe(0);

  await play.click();
  const player = page.frameLocator(
    'iframe[title="Stop the Press — redesigning the Northern Courier"]',
  );
  await expect(player.getByText("The provider's player")).toBeVisible();
  expect(providerRequests[0]).toBe(
    "https://www.youtube-nocookie.com/embed/q7Vb3mKxT2s?autoplay=1&rel=0",
  );
});

test("the glyph table shows the font's characters, in the font, with their code points", async ({
  page,
}) => {
  await page.goto("/custom-fonts/northline-sans");
  const table = page.getByRole("region", { name: /^IBM Plex Sans Condensed SemiBold/ });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole("button", { name: "A, U+0041" })).toBeVisible();
  await expect(table.getByRole("button", { name: "←, U+2190" })).toBeVisible();
  // Only the block's characters: 26 + 26 + 10 + 4 arrows.
  await expect(table.getByRole("button")).toHaveCount(66);
  await expect(table).toHaveAttribute("data-font-status", "loaded");
});

test("a section takes its colour from content and links to its collection", async ({ page }) => {
  await page.goto("/services");
  await expect(page.locator("section#logos")).toHaveCSS("background-color", "rgb(244, 239, 230)");
  await expect(
    page.locator("section#custom-fonts").getByRole("link", { name: "View all custom fonts" }),
  ).toHaveAttribute("href", "/custom-fonts");
  // The Tiled content block of the modified fonts names none, so it shows the collection.
  await expect(
    page.locator("section#modified-fonts").getByRole("link", { name: "Ledger Sans" }),
  ).toBeVisible();
});

test("the More-goods block prices goods by the online rule, with 'From' for variants", async ({
  page,
}) => {
  await page.goto("/about");
  const goods = page.getByRole("list").filter({ hasText: "The Meridian Specimen Book" });
  const book = goods.getByRole("article").filter({ hasText: "The Meridian Specimen Book" });
  // £28 and £45 at 90%, rounded up to £5: £30 and £45.
  await expect(book).toContainText("From £30.00");
  const tote = goods.getByRole("article").filter({ hasText: "Meridian Tote Bag" });
  await expect(tote).toContainText("£20.00");
  await expect(tote).not.toContainText("From");
  await expect(book.getByRole("link", { name: /The Meridian Specimen Book/ })).toHaveAttribute(
    "href",
    /\/goods\/specimen-book$/,
  );
  // Each card adds its product to the cart (DESIGN 7.1; e2e/cart.spec.ts adds one).
  await expect(goods.getByRole("button", { name: /^Add to cart\s?: / })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
});

test("the button block shows its shorter text on phones", async ({ page }) => {
  await page.goto("/custom-fonts/courier-headline");
  await expect(page.getByRole("link", { name: "Commission a custom typeface" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("link", { name: "Commission a typeface" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Commission a typeface" })).toHaveAttribute(
    "href",
    "/services#custom-fonts",
  );
});
