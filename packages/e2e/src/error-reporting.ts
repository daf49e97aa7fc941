/**
 * Steps of the sites' error-reporting specs (ADR 0016): the stand-in for Sentry's ingest that a
 * spec starts, a browser error thrown on purpose, whether Sentry runs in the page, the page's
 * requests to the ingest, and a second instance of the site's production server whose API is
 * down.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { dirname } from "node:path";
import type { APIRequestContext, Page, Request, TestInfo } from "@playwright/test";
import { acceptAllCookies, acceptWithoutFunctionalCookies, consentDialog } from "./consent";
import { expect, test } from "./fixtures";
import { e2eSentryDsn, type SentryIngest, type Site, startE2eSentryIngest } from "./site-config";

/** An error event as the ingest received it. */
export type SentryEvent = Record<string, unknown>;

/** The stand-in for Sentry's ingest at a site's SENTRY_DSN, as `useSentryIngest` gives it. */
export interface SiteSentryIngest {
  readonly site: Site;
  /** The site's SENTRY_DSN in the end-to-end runs, where the stand-in listens. */
  readonly dsn: string;
  /** Every request this page sends to the stand-in, recorded from now on. */
  requestsFrom(page: Page): Request[];
  /** Every error event received so far. */
  events(): SentryEvent[];
  /** The events whose exception reads `message` (other specs' pages may report meanwhile). */
  eventsReading(message: string): SentryEvent[];
  /** The events the site's server reported for the request with this `x-request-id`. */
  eventsOfRequest(requestId: string): SentryEvent[];
  /**
   * Requests `path` from another instance of the site's build, reporting here, whose API does
   * not answer: every page fails on the server, as in production when the API is down. Expects
   * the 500 and its request id, then waits for what the server reported of it: the reports of
   * one request come together, so they are all in once a second passes without another.
   * `origin` is the instance's, stopped by then.
   */
  reportsOfFailingRequest(
    request: APIRequestContext,
    testInfo: TestInfo,
    path: string,
    headers: Record<string, string>,
  ): Promise<{ origin: string; requestId: string; events: SentryEvent[] }>;
}

/**
 * Starts the stand-in for Sentry's ingest where the site's SENTRY_DSN sends, before the spec's
 * first test, and closes it after its last. Call it once, at the top of the spec. The stand-in
 * has the DSN's fixed port, so the spec's tests run one after another in one worker.
 */
export function useSentryIngest(site: Site): SiteSentryIngest {
  test.describe.configure({ mode: "serial" });
  let ingest: SentryIngest | undefined;
  test.beforeAll(async () => {
    ingest = await startE2eSentryIngest(site);
  });
  test.afterAll(async () => {
    await ingest?.close();
  });

  const dsn = e2eSentryDsn(site);
  const events = () => {
    if (!ingest) throw new Error("The Sentry stand-in runs only while the spec's tests do");
    return ingest.events();
  };
  const eventsOfRequest = (requestId: string) =>
    events().filter(
      (event) => (event.tags as Record<string, unknown> | undefined)?.request_id === requestId,
    );
  return {
    site,
    dsn,
    requestsFrom: (page) => ingestRequests(page, dsn),
    events,
    eventsReading: (message) =>
      events().filter((event) => JSON.stringify(event.exception).includes(message)),
    eventsOfRequest,
    async reportsOfFailingRequest(request, testInfo, path, headers) {
      const broken = await startSiteInstance(dirname(testInfo.project.testDir), site, {
        API_URL: "http://127.0.0.1:9",
        SENTRY_DSN: dsn,
      });
      try {
        const response = await request.get(`${broken.url}${path}`, { headers });
        expect(response.status()).toBe(500);
        const requestId = response.headers()["x-request-id"] ?? "";
        expect(requestId).toBeTruthy();
        await expect.poll(() => eventsOfRequest(requestId).length).toBeGreaterThan(0);
        let count: number;
        do {
          count = eventsOfRequest(requestId).length;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        } while (eventsOfRequest(requestId).length !== count);
        return { origin: broken.url, requestId, events: eventsOfRequest(requestId) };
      } finally {
        broken.stop();
      }
    },
  };
}

/** Expects none of `secrets` (cookies, tokens, an e-mail address) anywhere in the events. */
export function expectNothingSent(events: readonly SentryEvent[], secrets: readonly string[]) {
  const sent = JSON.stringify(events);
  for (const secret of secrets) expect(sent, "what was sent to Sentry").not.toContain(secret);
}

/**
 * The browser's side of error reporting on a site with the consent dialog (spec 4.1 and 8):
 * nothing of Sentry loads or sends before consent, or after a choice without functional
 * cookies; after 'Accept All Cookies' a fault is reported exactly once — by the consent
 * package's starter, from the site's own chunks, not a script from Sentry's CDN — with the
 * page's address less its query and no user, and a benign browser message not at all.
 * `accepting` is where the visitor accepts all, `declining` where they turn functional off.
 */
export function testBrowserReportingBehindConsent(
  ingest: SiteSentryIngest,
  pages: { accepting: string; declining: string },
): void {
  const probe = (when: string) => `${ingest.site} probe ${when} ${randomUUID()}`;

  test("a browser error is reported only after 'Accept All Cookies', once, benign ones never", async ({
    page,
  }) => {
    const sent = ingest.requestsFrom(page);
    await page.goto(pages.accepting);
    await expect(consentDialog(page)).toBeVisible();

    const beforeConsent = probe("before consent");
    await throwInPage(page, beforeConsent);
    expect(await sentryRunning(page)).toBe(false);

    await acceptAllCookies(page);
    await expect.poll(() => sentryRunning(page)).toBe(true);
    const foreignScripts = await page.evaluate(
      () =>
        Array.from(document.scripts).filter(
          (script) => script.src && new URL(script.src).origin !== location.origin,
        ).length,
    );
    expect(foreignScripts, "scripts from another origin").toBe(0);

    // Spec 8: a benign browser message is dropped before sending; a fault is sent.
    for (const benign of BENIGN_BROWSER_MESSAGES) await throwInPage(page, benign);
    const fault = probe("after consent");
    await throwInPage(page, fault);
    await expect.poll(() => ingest.eventsReading(fault).length).toBe(1);
    await page.waitForLoadState("networkidle");

    expect(sent).toHaveLength(1);
    expect(ingest.eventsReading(beforeConsent)).toHaveLength(0);
    expect(ingest.eventsReading("ResizeObserver")).toHaveLength(0);
    const [event] = ingest.eventsReading(fault);
    const address = new URL(page.url());
    expect(event?.request).toEqual({
      url: `${address.origin}${address.pathname}`,
      headers: { "User-Agent": expect.any(String) },
    });
    expect(event?.user).toBeUndefined();
  });

  test("a selection without functional cookies loads and sends nothing", async ({ page }) => {
    const sent = ingest.requestsFrom(page);
    await page.goto(pages.declining);
    await acceptWithoutFunctionalCookies(page);

    const fault = probe("without functional");
    await throwInPage(page, fault);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);

    expect(await sentryRunning(page)).toBe(false);
    expect(sent).toHaveLength(0);
    expect(ingest.eventsReading(fault)).toHaveLength(0);
  });
}

/** Browsers' own ResizeObserver notices, which say nothing of the site's code. */
const BENIGN_BROWSER_MESSAGES = [
  "ResizeObserver loop limit exceeded",
  "ResizeObserver loop completed with undelivered notifications.",
];

/** Throws `message` as an uncaught error in the page, as a fault in the site's code would. */
export async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

/** Whether Sentry's SDK has been loaded and started in the page (its global carrier). */
export function sentryRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const carrier = (window as { __SENTRY__?: Record<string, unknown> & { version?: string } })
      .__SENTRY__;
    const scope = carrier?.version
      ? (carrier[carrier.version] as { defaultCurrentScope?: { getClient(): unknown } })
      : undefined;
    return Boolean(scope?.defaultCurrentScope?.getClient());
  });
}

/** Every request this page sends to the ingest at `dsn`, recorded from now on. */
export function ingestRequests(page: Page, dsn: string): Request[] {
  const origin = new URL(dsn).origin;
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) requests.push(request);
  });
  return requests;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface SiteInstance {
  url: string;
  stop(): void;
}

/**
 * Starts another instance of the site's standalone build (as the Playwright config starts the
 * first) with its own environment, and waits until it is ready.
 */
export async function startSiteInstance(
  appDir: string,
  site: string,
  env: Record<string, string>,
): Promise<SiteInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "node",
    [
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${site}`,
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
    ],
    { cwd: appDir, env: { ...process.env, ...env }, stdio: "ignore", detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The ${site} instance on ${url} was not ready within 60 s`);
}
