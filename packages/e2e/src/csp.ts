import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Checks of the sites' Content Security Policy (issue 13 item 5) shared by the three suites:
 * what the HTML and its header say, and what the browser reports while a page runs.
 */

/** The policy's directives by name. */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/**
 * Loads a page's HTML and checks its policy: scripts need the nonce (no 'unsafe-inline', no
 * eval), and every `<script>` the page holds carries that nonce. Returns the nonce.
 */
export async function expectNoncedPolicy(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const policy = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = policyDirectives(policy).get("script-src") ?? [];
  const nonce = scriptSrc
    .map((source) => /^'nonce-([A-Za-z0-9+/_-]+=*)'$/.exec(source)?.[1])
    .find(Boolean);
  expect(nonce, `a nonce in the script-src of ${path}: ${policy}`).toBeTruthy();
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length, `scripts in ${path}`).toBeGreaterThan(0);
  expect(
    scripts.filter((script) => !script.includes(`nonce="${nonce}"`)),
    `scripts of ${path} without the nonce`,
  ).toEqual([]);
  return nonce ?? "";
}

/**
 * Records the policy violations the page reports from its first script on, in every document
 * it loads. Playwright's init scripts run outside the page's policy, so nothing blocks this one.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
}

/** Waits until React has hydrated the document: Next's scripts ran under the policy. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))),
    )
    .toBe(true);
}

/** Console messages in which the browser reports a blocked resource or script. */
export function cspMessages(messages: readonly string[]): string[] {
  return messages.filter((message) => /Content Security Policy/i.test(message));
}

/**
 * Opens a page, lets it hydrate, scrolls through it so that lazy images, fonts and testers
 * load, and expects no policy violation from any of it.
 */
export async function expectPageRunsUnderPolicy(
  page: Page,
  path: string,
  violations: () => Promise<string[]>,
  consoleErrors: readonly string[],
): Promise<void> {
  await page.goto(path);
  await expectHydrated(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await page.waitForLoadState("networkidle");
  expect(await violations(), `policy violations on ${path}`).toEqual([]);
  expect(cspMessages(consoleErrors), `policy errors in the console on ${path}`).toEqual([]);
}

/**
 * The checks every site makes of its main pages: each carries the policy with a nonce on every
 * script, and each runs under it without a violation. `reloaded` is served twice, to see a
 * fresh nonce each time.
 */
export function testPagesUnderPolicy(paths: readonly string[], reloaded: string): void {
  test("every page carries the policy with its own nonce on every script", async ({ request }) => {
    for (const path of paths) {
      await expectNoncedPolicy(request, path);
    }
    const first = await expectNoncedPolicy(request, reloaded);
    const second = await expectNoncedPolicy(request, reloaded);
    expect(second).not.toBe(first);
  });

  for (const path of paths) {
    test(`${path} runs under the policy without a violation`, async ({ page, consoleErrors }) => {
      const violations = await recordCspViolations(page);
      await expectPageRunsUnderPolicy(page, path, violations, consoleErrors);
    });
  }
}
