// Guards the studio's cookie consent (spec 2.6, 4.1, 9): the dialog shows on a first visit and
// locks the page until a choice; 'Accept All Cookies' and 'Accept Cookie Selection' store what
// the spec says in browser storage and in the accepted_cookies2 cookie; once chosen, the dialog
// stays away on every page.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { ACCEPT_ALL_VALUE, CONSENT_KEY } from "@meridian/e2e/consent";
import type { BrowserContext, Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookies Policy" });
const pageLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");

async function stored(page: Page, context: BrowserContext) {
  const cookie = (await context.cookies()).find((item) => item.name === CONSENT_KEY);
  return {
    storage: await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY),
    cookie: cookie ? decodeURIComponent(cookie.value) : null,
  };
}

test("a first visit shows the dialog, and 'Accept All Cookies' stores the choice", async ({
  page,
  context,
  consoleErrors,
}) => {
  // Several pages, each compiled on first use when run against a development server.
  test.slow();
  await page.goto("/work");
  await expect(dialog(page)).toBeVisible();
  expect(await pageLocked(page)).toBe(true);
  await expect(
    dialog(page).getByRole("link", { name: "Learn more about cookies on this site" }),
  ).toHaveAttribute("href", /\/cookie-policy$/);
  // Nothing from elsewhere runs before a choice.
  const foreignScripts = await page.evaluate(
    () =>
      [...document.scripts].filter(
        (script) => script.src && new URL(script.src).origin !== location.origin,
      ).length,
  );
  expect(foreignScripts).toBe(0);
  await expectNoSeriousA11yViolations(page);

  await (await whenLive(dialog(page).getByRole("button", { name: "Accept All Cookies" }))).click();
  await expect(dialog(page)).toBeHidden();
  expect(await pageLocked(page)).toBe(false);
  expect(await stored(page, context)).toEqual({
    storage: ACCEPT_ALL_VALUE,
    cookie: ACCEPT_ALL_VALUE,
  });

  await page.reload();
  await page.goto("/goods");
  await expect(page.getByRole("heading", { level: 1, name: "Goods" })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test("'Manage Settings' stores only the categories left on", async ({ page, context }) => {
  await page.goto("/about");
  await (await whenLive(dialog(page).getByRole("button", { name: "Manage Settings" }))).click();
  await expect(dialog(page).getByText("Always Active")).toBeVisible();
  const analytics = dialog(page).getByRole("switch", { name: "Analytics Cookies" });
  await analytics.focus();
  await page.keyboard.press("Space");
  await expect(analytics).not.toBeChecked();
  await dialog(page).getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(dialog(page)).toBeHidden();
  expect(await stored(page, context)).toEqual({
    storage: "required,functional",
    cookie: "required,functional",
  });
});

test("the dialog also covers the studio index and a work's page", async ({ page }) => {
  for (const path of ["/", "/work/ledgerline"]) {
    await page.goto(path);
    await expect(dialog(page)).toBeVisible();
  }
});
