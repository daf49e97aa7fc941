// Guards the token refresh of spec 4.2 and 8: an expired access token ('Signature has expired')
// is refreshed without the customer noticing — the account stays open, the new token is stored
// in `token` and `credentials.accessToken` — and a refresh that fails clears the three keys.
import { createHmac } from "node:crypto";
import { expect, test } from "@meridian/e2e";
import { E2E_JWT_SECRET } from "@meridian/e2e/config";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  expectAccountOf,
  newCustomer,
  registerThroughForm,
  storedSession,
} from "./helpers/account";

test.beforeEach(async ({ page }) => {
  await skipConsentDialog(page);
});

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** The same token, signed by the API's key, but expired a minute ago. */
function expired(token: string): { token: string; expiry: string } {
  const [header, payload] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8"));
  const now = Math.floor(Date.now() / 1000);
  const body = base64url(JSON.stringify({ ...claims, iat: now - 3660, exp: now - 60 }));
  const signature = createHmac("sha256", E2E_JWT_SECRET).update(`${header}.${body}`).digest();
  return { token: `${header}.${body}.${base64url(signature)}`, expiry: String(now - 60) };
}

async function writeToken(
  page: import("@playwright/test").Page,
  token: string,
  expiry: string,
): Promise<void> {
  await page.evaluate(
    ([token, expiry]) => {
      const credentials = JSON.parse(window.localStorage.getItem("credentials") ?? "{}");
      window.localStorage.setItem(
        "credentials",
        JSON.stringify({ ...credentials, accessToken: token, expiry }),
      );
      window.localStorage.setItem("token", token);
    },
    [token, expiry] as const,
  );
}

test("an expired access token is refreshed without the customer noticing", async ({ page }) => {
  const customer = newCustomer("refresh");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);

  const before = await storedSession(page);
  const stale = expired(before.token ?? "");
  await writeToken(page, stale.token, stale.expiry);
  const refreshes = page.waitForRequest(
    (request) =>
      request.url().endsWith("/graphql") && /RefreshToken/.test(request.postData() ?? ""),
  );

  await page.reload();
  await refreshes;
  await expectAccountOf(page, customer);
  await expect(page.getByText("You have no invoices yet.")).toBeVisible();
  const after = await storedSession(page);
  expect(after.token).not.toBe(stale.token);
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(JSON.parse(after.credentials ?? "{}").accessToken).toBe(after.token);
});

test("a session whose refresh fails is cleared and sent to log in", async ({ page }) => {
  const customer = newCustomer("refresh-fail");
  await page.goto("/login");
  await registerThroughForm(page, customer);
  await expectAccountOf(page, customer);

  const before = await storedSession(page);
  const stale = expired(before.token ?? "");
  await writeToken(page, stale.token, stale.expiry);
  await page.evaluate(() => window.localStorage.setItem("refreshToken", "not-a-refresh-token"));

  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  expect(await storedSession(page)).toEqual({
    credentials: null,
    token: null,
    refreshToken: null,
  });
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
});
