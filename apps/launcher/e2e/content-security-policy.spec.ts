// Guards the launcher's Content Security Policy (issue 13 item 5): the page carries the policy
// with a fresh nonce on each load, script-src has no 'unsafe-inline', every script the HTML
// holds has the nonce, and the page and its 404 hydrate and load their images without a
// violation.
import { expect, test } from "@meridian/e2e";
import {
  expectNoncedPolicy,
  expectPageRunsUnderPolicy,
  recordCspViolations,
} from "@meridian/e2e/csp";

const MAIN_PAGES = ["/", "/no-such-page"];

test("the page carries the policy with its own nonce on every script", async ({ request }) => {
  for (const path of MAIN_PAGES) {
    await expectNoncedPolicy(request, path);
  }
  const first = await expectNoncedPolicy(request, "/");
  const second = await expectNoncedPolicy(request, "/");
  expect(second).not.toBe(first);
});

for (const path of MAIN_PAGES) {
  test(`${path} runs under the policy without a violation`, async ({ page, consoleErrors }) => {
    const violations = await recordCspViolations(page);
    await expectPageRunsUnderPolicy(page, path, violations, consoleErrors);
  });
}
