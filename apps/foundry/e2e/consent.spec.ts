// Guards the cookie-consent dialog (spec 2.6, 4.1, 9): shown on a first visit with the page
// locked, 'Accept All Cookies' stored and remembered after a reload, 'Manage Settings' with its
// sections and toggles storing the selection, and no dialog on /cookie-policy.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { CONSENT_KEY } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import { expectScrollFree, expectScrollLocked } from "./helpers/scroll";

const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookies Policy" });

const storedConsent = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);

test("a first visit shows the dialog and locks the page until a choice", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const consent = dialog(page);
  await expect(consent).toBeVisible();
  await expect(
    consent.getByRole("link", { name: "Learn more about cookies on this site" }),
  ).toHaveAttribute("href", "/cookie-policy");
  await expect(consent.getByRole("button", { name: "Manage Settings" })).toBeVisible();
  await expectScrollLocked(page);
  await expectNoSeriousA11yViolations(page);

  await consent.getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(consent).toBeHidden();
  expect(await storedConsent(page)).toBe("functional,analytics");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === CONSENT_KEY)?.value).toBe(
    encodeURIComponent("functional,analytics"),
  );
  await expectScrollFree(page);

  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  // The dialog would open right after hydration; give it the time to, then check it did not.
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(consent).toBeHidden();
});

test("Manage Settings opens the sections and stores the selection", async ({ page }) => {
  await page.goto("/");
  const consent = dialog(page);
  await consent.getByRole("button", { name: "Manage Settings" }).click();

  for (const title of ["Required Cookies", "Functional Cookies", "Analytics Cookies"]) {
    await expect(consent.getByRole("heading", { level: 3, name: title })).toBeVisible();
  }
  await expect(consent.getByText("Always Active")).toBeVisible();
  await expect(consent.getByRole("switch", { name: "Required Cookies" })).toHaveCount(0);
  const functional = consent.getByRole("switch", { name: "Functional Cookies" });
  const analytics = consent.getByRole("switch", { name: "Analytics Cookies" });
  await expect(functional).toBeChecked();
  await expect(analytics).toBeChecked();

  // A section opens to its description.
  await consent.getByRole("button", { name: "Analytics Cookies" }).click();
  await expect(consent.getByText(/privacy-friendly analytics service count visits/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The switch is a native checkbox drawn over by its track: switch it from the keyboard.
  await analytics.focus();
  await page.keyboard.press("Space");
  await expect(analytics).not.toBeChecked();
  await consent.getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(consent).toBeHidden();
  expect(await storedConsent(page)).toBe("required,functional");
});

test("the cookie policy itself shows no dialog", async ({ page }) => {
  await page.goto("/cookie-policy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  await expectScrollFree(page);

  // Leaving the policy for another page brings the dialog: still no choice stored.
  await page.getByRole("banner").getByRole("link", { name: "Meridian", exact: true }).click();
  await expect(dialog(page)).toBeVisible();
});
