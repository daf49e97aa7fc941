// Guards the password reset (spec 2.9; DESIGN 4.5): 'Forgot your password?' answers with the
// API's one message, the e-mail in the outbox links to /reset-password with a token, the new
// password signs the customer in, the link works once, and the old password no longer does.
// Switching between the login and the reset request puts focus on the heading of the form that
// appears, so keyboard and screen-reader users carry on from there.
import { expect, expectNoSeriousA11yViolations, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  expectAccountOf,
  latestEmailTo,
  logInThroughForm,
  loginForm,
  newCustomer,
  registerThroughForm,
} from "./helpers/account";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

const RESET_SENT =
  "If an account exists for that email, we have sent a link to reset the password.";

test("a reset link from the outbox sets a new password once", async ({ page }) => {
  const customer = newCustomer("reset");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByText("Please enter a valid email address")).toBeVisible();
  await forgot.getByLabel("Email").fill(customer.email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: RESET_SENT })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = await latestEmailTo(customer.email, /Reset your .+ password/);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(email)?.[0];
  expect(link, "a /reset-password link in the e-mail").toBeTruthy();
  const path = new URL(link ?? "").pathname + new URL(link ?? "").search;

  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const newPassword = `${customer.password}-renewed`;
  const form = page.getByRole("form", { name: "Set a new password" });
  await form.getByLabel("New password").fill("short");
  await form.getByRole("button", { name: "Set new password" }).click();
  await expect(form.getByText("Use at least 8 characters for your password")).toBeVisible();
  await form.getByLabel("New password").fill(newPassword);
  await form.getByRole("button", { name: "Set new password" }).click();
  await expectAccountOf(page, customer);

  // The link is spent.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto(path);
  await page.getByRole("textbox", { name: "New password" }).fill(`${newPassword}-again`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "This reset link is invalid, has expired" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Request a new link from the login page" }),
  ).toBeVisible();

  await page.goto("/login");
  await logInThroughForm(page, customer.email, customer.password);
  await expect(
    loginForm(page).getByRole("alert").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
  await loginForm(page).getByLabel("Password").fill(newPassword);
  await loginForm(page).getByRole("button", { name: "Log in" }).click();
  await expectAccountOf(page, customer);
});

test("a reset page opened without a token says the link is not usable", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(
    page.getByRole("status").filter({ hasText: "This reset link is invalid, has expired" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("focus moves to the heading of the form that takes the login's place", async ({ page }) => {
  await page.goto("/login");
  const loginHeading = page.getByRole("heading", { level: 2, name: "Log in", exact: true });
  const resetHeading = page.getByRole("heading", { level: 2, name: "Reset your password" });

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(resetHeading).toBeFocused();
  await page.getByRole("button", { name: "Back to log in" }).click();
  await expect(loginHeading).toBeFocused();

  // And back from the sent message, reached with the keyboard alone.
  await page.getByRole("button", { name: "Forgot your password?" }).press("Enter");
  await expect(resetHeading).toBeFocused();
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(newCustomer("focus").email);
  await forgot.getByLabel("Email").press("Enter");
  await expect(page.getByRole("status").filter({ hasText: RESET_SENT })).toBeFocused();
  await page.getByRole("button", { name: "Back to log in" }).press("Enter");
  await expect(loginHeading).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
