// Guards the studio header's rules of spec 2.14, route by route: hidden on /; its cart hidden on
// /, /checkout and /work/*; sticky with a rule under it on /goods* and /checkout*, fixed
// elsewhere; a solid background except on / and /work/*. And the menu: the five sections, the
// studio's e-mail and social links, in a panel that locks the page and closes on Escape.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { headerState } from "./helpers/header";
import { whenLive } from "./helpers/hydration";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const sticky = { visible: true, position: "sticky", border: true, solid: true };
const fixed = { visible: true, position: "fixed", border: false };

const RULES = [
  {
    path: "/",
    expected: { visible: false, cart: false, position: "", border: false, solid: false },
  },
  { path: "/work", expected: { ...fixed, cart: true, solid: true } },
  { path: "/work/ledgerline", expected: { ...fixed, cart: false, solid: false } },
  { path: "/about", expected: { ...fixed, cart: true, solid: true } },
  { path: "/goods", expected: { ...sticky, cart: true } },
  { path: "/goods/tote-bag", expected: { ...sticky, cart: true } },
  { path: "/archive", expected: { ...fixed, cart: true, solid: true } },
  { path: "/contact", expected: { ...fixed, cart: true, solid: true } },
  { path: "/process", expected: { ...fixed, cart: true, solid: true } },
  { path: "/checkout", expected: { ...sticky, cart: false } },
];

for (const { path, expected } of RULES) {
  test(`the header on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await headerState(page)).toEqual(expected);
  });
}

test("a fixed header keeps the page's start clear, and stays put as the page scrolls", async ({
  page,
}) => {
  await page.goto("/about");
  const header = page.getByRole("banner");
  const heading = page.getByRole("heading", { level: 1 });
  const headerBox = (await header.boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect((await header.boundingBox())!.y).toBe(0);
});

test("over a work's pictures the header stays see-through, veiled once the page scrolls", async ({
  page,
}) => {
  await page.goto("/work/ledgerline");
  const header = page.getByRole("banner");
  const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background()).toBe("rgba(0, 0, 0, 0)");
  await page.mouse.wheel(0, 600);
  // Translucent, never solid (spec 2.14), so the picture still shows through.
  await expect.poll(background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
});

test("the menu lists the sections, the e-mail and the social links, and locks the page", async ({
  page,
  consoleErrors,
}) => {
  // Two pages and an accessibility scan.
  test.slow();
  await page.goto("/about");
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await (await whenLive(menuButton)).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  const sections = menu.getByRole("navigation", { name: "Studio" }).getByRole("link");
  await expect(sections).toHaveText(["Work", "About", "Goods", "Archive", "Contact"]);
  await expect(menu.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(menu.getByRole("list", { name: "Social" }).getByRole("link")).not.toHaveCount(0);
  // The page behind does not scroll while the panel is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    "hidden",
  );
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    "hidden",
  );

  await menuButton.click();
  await menu.getByRole("link", { name: "Archive" }).click();
  await expect(page).toHaveURL("/archive");
  await expect(menu).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("the footer carries the copyright line and the Contact link", async ({ page }) => {
  await page.goto("/goods");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(new RegExp(`^\\S.* Studio ${new Date().getFullYear()}©`));
  await footer.getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL("/contact");
});
