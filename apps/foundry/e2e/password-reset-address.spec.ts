// Guards the password reset from an address other than the configured one (DESIGN 4.5): the
// specs open the foundry at 127.0.0.1 while its public address (FOUNDRY_URL, the only origin the
// API lets reset links lead to) is http://localhost:<port>, as www/apex or a CDN host would be.
// The request answers with the one neutral message, the e-mailed link leads to /reset-password
// on the configured address, and that page sets the new password. Were the API ever to refuse
// the link's address, the visitor still reads the neutral message, never the API's.

import { expect, test } from "@meridian/e2e";
import { e2ePublicOrigin } from "@meridian/e2e/config";
import { skipConsentDialog } from "@meridian/e2e/consent";
import type { Page } from "@playwright/test";
import {
  expectAccountOf,
  latestEmailTo,
  newCustomer,
  registerThroughForm,
} from "./helpers/account";
import { operationOf } from "./helpers/graphql";

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

const RESET_SENT =
  "If an account exists for that email, we have sent a link to reset the password.";
const INTERNAL = "The reset link must lead to one of our sites";

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByLabel("Email").fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: RESET_SENT })).toBeVisible();
  await expect(page.getByText(INTERNAL)).toHaveCount(0);
}

test("a reset asked for at another address e-mails a link to the configured one", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const publicOrigin = e2ePublicOrigin("foundry");
  expect(new URL(baseURL ?? "").origin, "the spec opens another address").not.toBe(publicOrigin);
  const customer = newCustomer("address");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await requestReset(page, customer.email);
  const email = await latestEmailTo(customer.email, /Reset your .+ password/);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(email)?.[0] ?? "";
  expect(new URL(link).origin).toBe(publicOrigin);

  // The link itself, as the customer's mail program opens it.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`^${publicOrigin}/reset-password\\?token=`));
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  const form = page.getByRole("form", { name: "Set a new password" });
  await form.getByLabel("New password").fill(`${customer.password}-renewed`);
  await form.getByRole("button", { name: "Set new password" }).click();
  await expectAccountOf(page, customer);
  expect(consoleErrors).toEqual([]);
});

test("an e-mail without an account gets the same answer at another address", async ({ page }) => {
  await requestReset(page, newCustomer("nobody").email);
});

test("a link address the API refuses still reads as the neutral answer", async ({
  page,
  consoleErrors,
}) => {
  // As if FOUNDRY_URL named an origin the API does not allow.
  await page.route("**/graphql", async (route) => {
    if (operationOf(route.request()) !== "SendPasswordReset") return route.fallback();
    const body = route.request().postDataJSON() as { variables: Record<string, unknown> };
    body.variables.redirectUrl = "https://elsewhere.example/reset-password";
    await route.continue({ postData: JSON.stringify(body) });
  });
  const email = newCustomer("refused").email;
  await requestReset(page, email);
  // The operators are told, and the visitor's e-mail stays out of the log.
  expect(consoleErrors.join("\n")).toContain("ALLOWED_REDIRECT_ORIGINS");
  expect(consoleErrors.join("\n")).not.toContain(email);
});
