// Guards the studio's Content Security Policy (issue 13 item 5, issue 44): each page's policy
// names every script the HTML holds by its hash, with no nonce and no 'unsafe-inline', and is
// the same on each load; the main pages, the checkout with goods in the cart among them, hydrate, load their
// images and report no violation.
import { expect, test } from "@meridian/e2e";
import { skipConsentDialog } from "@meridian/e2e/consent";
import {
  expectPageRunsUnderPolicy,
  recordCspViolations,
  testPagesUnderPolicy,
} from "@meridian/e2e/csp";
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

testPagesUnderPolicy(MAIN_PAGES, "/goods/poster");

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
