// Guards the foundry's shell (spec 2.1–2.3): the header's brand, Log In and cart links, the
// cart panel opening and closing, the menu with its links, sub-labels, Close, Escape and scroll
// lock, scrolling to the top after a route change, and the 404 page.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import { expectScrollFree, expectScrollLocked } from "./helpers/scroll";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

test("the home page loads with the header, cleanly", async ({ page, consoleErrors }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Meridian — /);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Meridian", exact: true })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(header.getByRole("link", { name: "Log In" })).toHaveAttribute("href", "/login");
  await expect(header.getByRole("button", { name: "Menu" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("the cart link shows the subtotal and count and opens the cart panel", async ({ page }) => {
  await page.goto("/");
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName("Cart £0.00 0 items");

  await cart.click();
  const panel = page.getByRole("dialog", { name: "Cart (0)" });
  await expect(panel).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole("button", { name: "Close" }).click();
  await expect(panel).toBeHidden();
  await expect(cart).toBeFocused();

  // A click outside the panel (on the veiled page to its left) closes it too.
  await cart.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(20, 300);
  await expect(panel).toBeHidden();
});

test("the menu lists the sections with their sub-labels and locks the page", async ({ page }) => {
  await page.goto("/");
  await expectScrollFree(page);
  const opener = page.getByRole("banner").getByRole("button", { name: "Menu" });
  await opener.click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();

  const main = [
    ["Library", "Retail", "/fonts"],
    ["Playground", "Experimental", "/playground"],
    ["Meridian ×", "Collaboration", "/mx"],
    ["Custom", "Unique Creations", "/custom-fonts"],
    ["Modified", "Exclusive Glyphs", "/modifications"],
  ] as const;
  for (const [label, subLabel, href] of main) {
    await expect(
      menu.getByRole("link", { name: `${label} ${subLabel}`, exact: true }),
    ).toHaveAttribute("href", href);
  }
  const goods = menu.getByRole("link", { name: /^Goods Shop/ });
  await expect(goods).toHaveAttribute("target", "_blank");
  await expect(goods).toHaveAttribute("rel", /noopener/);
  await expect(goods).toHaveAttribute("href", /\/goods$/);

  const secondary = [
    ["Trial Fonts", "/account/trial-downloads"],
    ["Services", "/services"],
    ["About", "/about"],
    ["Fonts In Use", "/fonts-in-use"],
    ["Information", "/information"],
    ["Privacy Policy", "/privacy-policy"],
  ] as const;
  for (const [label, href] of secondary) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      href,
    );
  }
  await expect(menu.getByRole("link", { name: "hello@meridian.example" })).toHaveAttribute(
    "href",
    "mailto:hello@meridian.example",
  );

  await expectNoSeriousA11yViolations(page);
  await expectScrollLocked(page);

  await menu.getByRole("button", { name: "Close" }).click();
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expectScrollFree(page);

  await opener.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("following a menu link closes the menu", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Library Retail", exact: true }).click();
  await expect(page).toHaveURL("/fonts");
  await expect(menu).toBeHidden();
});

test("a route change scrolls back to the top", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  await footer.getByRole("link", { name: "Licences" }).click();
  await expect(page).toHaveURL("/information/licences");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown path shows the 404 page in the site's frame", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Back to the foundry" }).click();
  await expect(page).toHaveURL("/");
});

test("/graphql reaches the API through the site's own origin", async ({ request }) => {
  const response = await request.post("/graphql", { data: { query: "{ apiVersion }" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ data: { apiVersion: expect.stringMatching(/^\d+\./) } });
});
