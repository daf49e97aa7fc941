// Guards the launcher's root error boundary (issue 40, item 7): when the root layout itself fails
// (here the API, and with it the launcher's setup, unreachable) the visitor gets a page in the
// launcher's look, light or dark as their system is, with a heading, 'Try again' and a way home —
// not Next's own "This page couldn't load" — and it passes axe.

import { dirname } from "node:path";
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { type SiteInstance, startSiteInstance } from "@meridian/e2e/error-reporting";

let broken: SiteInstance | undefined;

test.beforeAll(async () => {
  broken = await startSiteInstance(dirname(test.info().project.testDir), "launcher", {
    API_URL: "http://127.0.0.1:9",
  });
});

test.afterAll(() => broken?.stop());

test("a failing root layout shows the launcher's own error page", async ({ page }) => {
  const response = await page.goto(`${broken?.url}/`);
  expect(response?.status()).toBe(500);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(page).toHaveTitle("Something went wrong — Meridian");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("It may be a passing fault: please try again.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Meridian" })).toHaveAttribute("href", "/");
  await expect(page.getByText(/This page couldn.t load/)).toHaveCount(0);
  // The launcher's type and ground: the UI face, on the light ground, then the dark one.
  const body = page.locator("body");
  await expect(body).toHaveCSS("font-family", /Inter/);
  const light = await body.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expectNoSeriousA11yViolations(page);

  // 'Try again' is live once the page has hydrated. It asks the server afresh; with the API still
  // down the answer is the failure again (a 500, which Next's router meets by loading the page
  // whole), and the page is this one once more.
  const retry = page.getByRole("button", { name: "Try again" });
  await retry.focus();
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();

  await page.emulateMedia({ colorScheme: "dark" });
  await expect
    .poll(() => body.evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(light);
  await expectNoSeriousA11yViolations(page);
});
