import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { CspEvaluator } from "csp_evaluator/dist/evaluator.js";
import { Severity } from "csp_evaluator/dist/finding.js";
import { CspParser } from "csp_evaluator/dist/parser.js";
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
 * What Google's CSP Evaluator (csp_evaluator, as csp-evaluator.withgoogle.com runs it) finds in
 * a policy at high or medium severity, "maybe" included (issue 44). The run's own stand-ins on
 * loopback over plain HTTP (its Sentry ingest) are the test's, not the site's, and are left out.
 */
export function cspEvaluatorFindings(policy: string): string[] {
  return new CspEvaluator(new CspParser(policy).csp)
    .evaluate()
    .filter((finding) => finding.severity <= Severity.MEDIUM_MAYBE)
    .filter((finding) => !finding.value?.startsWith("http://127.0.0.1:"))
    .map((finding) => `${finding.directive} ${finding.value ?? ""}: ${finding.description}`);
}

/** The executable scripts of a page's HTML: inline ones by their text, external ones by tag. */
function scriptsOf(html: string): { inline: string[]; external: string[] } {
  const inline: string[] = [];
  const external: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (type !== "" && type !== "module" && type !== "text/javascript") continue;
    if (/\bsrc=/.test(attributes)) external.push(attributes);
    else inline.push(text);
  }
  return { inline, external };
}

/**
 * Loads a page's HTML and checks its policy (ADR 0039): scripts run by hash, with no nonce, no
 * 'unsafe-inline' and no eval, and Google's CSP Evaluator finds nothing high or medium in it;
 * every inline script's SHA-256 and every external script's integrity hash is named in
 * `script-src`; Next's chunks are left to the loader that adds them after the first paint.
 * Returns the policy.
 */
export async function expectHashedPolicy(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const policy = response.headers()["content-security-policy"] ?? "";
  const scriptSrc = policyDirectives(policy).get("script-src") ?? [];
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc.filter((source) => source.startsWith("'nonce-"))).toEqual([]);
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(cspEvaluatorFindings(policy), `what CSP Evaluator finds in ${path}'s policy`).toEqual([]);
  const { inline, external } = scriptsOf(await response.text());
  expect(inline.length + external.length, `scripts in ${path}`).toBeGreaterThan(0);
  const unnamed = inline.filter(
    (text) => !scriptSrc.includes(`'sha256-${createHash("sha256").update(text).digest("base64")}'`),
  );
  expect(unnamed, `inline scripts of ${path} whose hash the policy lacks`).toEqual([]);
  const unhashed = external.filter((attributes) => {
    const integrity = /\bintegrity="([^"]+)"/.exec(attributes)?.[1];
    return !integrity || !scriptSrc.includes(`'${integrity}'`);
  });
  expect(unhashed, `external scripts of ${path} without a named integrity`).toEqual([]);
  // Next's chunks come from the loader once the page has painted (ADR 0041), not the parser.
  const parserChunks = external.filter(
    (attributes) => /\/_next\/static\//.test(attributes) && !/\bnoModule\b/i.test(attributes),
  );
  expect(parserChunks, `Next's chunks ${path} loads before it paints`).toEqual([]);
  return policy;
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
 * The checks every site makes of its main pages: each carries the policy naming every script it
 * holds by hash, and each runs under it without a violation. `reloaded` is served twice: the
 * same page gets the same policy, one a shared cache can keep.
 */
export function testPagesUnderPolicy(paths: readonly string[], reloaded: string): void {
  test("every page's policy names each of its scripts by hash, with no nonce", async ({
    request,
  }) => {
    for (const path of paths) {
      await expectHashedPolicy(request, path);
    }
    const first = await expectHashedPolicy(request, reloaded);
    const second = await expectHashedPolicy(request, reloaded);
    expect(second).toBe(first);
  });

  for (const path of paths) {
    test(`${path} runs under the policy without a violation`, async ({ page, consoleErrors }) => {
      const violations = await recordCspViolations(page);
      await expectPageRunsUnderPolicy(page, path, violations, consoleErrors);
    });
  }
}
