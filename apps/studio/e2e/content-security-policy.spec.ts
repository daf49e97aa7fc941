// Guards the studio's Content Security Policy (issue 13 item 5): each page carries the policy
// with a fresh nonce, script-src has no 'unsafe-inline', every script the HTML holds has the
// nonce; the main pages, the checkout with goods in the cart among them, hydrate, load their
// images and report no violation.
import { expect, test } from "@meridian/e2e";
import {
  expectNoncedPolicy,
  expectPageRunsUnderPolicy,
  recordCspViolations,
} from "@meridian/e2e/csp";
import { skipConsentDialog } from "./helpers/consent";
import { whenLive } from "./helpers/hydration";

const MAIN_PAGES = [
  "/",
  "/work",
  "/work/ledgerline",
  "/archive",
  "/goods",
  "/goods/poster",
  "/about",
  "/contact",
  "/checkout",
  "/no-such-page",
];

test.beforeEach(async ({ context }) => {
  await skipConsentDialog(context);
});

test("every page carries the policy with its own nonce on every script", async ({ request }) => {
  for (const path of MAIN_PAGES) {
    await expectNoncedPolicy(request, path);
  }
  const first = await expectNoncedPolicy(request, "/goods/poster");
  const second = await expectNoncedPolicy(request, "/goods/poster");
  expect(second).not.toBe(first);
});

for (const path of MAIN_PAGES) {
  test(`${path} runs under the policy without a violation`, async ({ page, consoleErrors }) => {
    const violations = await recordCspViolations(page);
    await expectPageRunsUnderPolicy(page, path, violations, consoleErrors);
  });
}

test("the checkout's forms run under the policy with goods in the cart", async ({
  page,
  consoleErrors,
}) => {
  const violations = await recordCspViolations(page);
  await page.goto("/goods/tote-bag");
  await (await whenLive(page.getByRole("button", { name: "Add to cart" }))).click();
  await expect(page.getByRole("dialog", { name: /^Cart \(\d+\)$/ })).toBeVisible();
  await expectPageRunsUnderPolicy(page, "/checkout", violations, consoleErrors);
  await expect(page.getByRole("button", { name: "Continue to payment" })).toBeVisible();
});
