// Guards the studio's error reporting (spec 4.1 and 8, issue 16, ADR 0016), against a stand-in
// for Sentry's ingest at the site's SENTRY_DSN: in the browser nothing of Sentry loads or sends
// before consent, or after a choice without functional cookies; after 'Accept All Cookies' a
// fault is reported exactly once — by the consent package's starter, not a script from
// Sentry's CDN — and a benign browser message not at all. On the server, each error of a
// failed request (the layout's and the page's reads, the API being down) is reported once,
// with the request's id.
import { randomUUID } from "node:crypto";
import { dirname } from "node:path";
import { expect, test } from "@meridian/e2e";
import { e2eSentryDsn, type SentryIngest, startE2eSentryIngest } from "@meridian/e2e/config";
import {
  ingestRequests,
  sentryRunning,
  startSiteInstance,
  throwInPage,
} from "@meridian/e2e/error-reporting";
import type { Page } from "@playwright/test";
import { whenLive } from "./helpers/hydration";

// One stand-in on the DSN's fixed port: these tests run one after another in one worker.
test.describe.configure({ mode: "serial" });

const DSN = e2eSentryDsn("studio");
let ingest: SentryIngest;

test.beforeAll(async () => {
  ingest = await startE2eSentryIngest("studio");
});

test.afterAll(async () => {
  await ingest.close();
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Cookies Policy" });

/** The events whose exception reads `message` (other specs' pages may report meanwhile). */
function eventsFor(message: string) {
  return ingest.events().filter((event) => JSON.stringify(event.exception).includes(message));
}

test("a browser error is reported only after 'Accept All Cookies', once, benign ones never", async ({
  page,
}) => {
  const sent = ingestRequests(page, DSN);
  await page.goto("/work");
  await expect(dialog(page)).toBeVisible();

  const beforeConsent = `studio probe before consent ${randomUUID()}`;
  await throwInPage(page, beforeConsent);
  expect(await sentryRunning(page)).toBe(false);

  await (await whenLive(dialog(page).getByRole("button", { name: "Accept All Cookies" }))).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => sentryRunning(page)).toBe(true);
  // The SDK came with the site's own chunks: no script from elsewhere joined the page.
  const foreignScripts = await page.evaluate(
    () =>
      [...document.scripts].filter(
        (script) => script.src && new URL(script.src).origin !== location.origin,
      ).length,
  );
  expect(foreignScripts).toBe(0);

  await throwInPage(page, "ResizeObserver loop completed with undelivered notifications.");
  const fault = `studio probe after consent ${randomUUID()}`;
  await throwInPage(page, fault);
  await expect.poll(() => eventsFor(fault).length).toBe(1);
  await page.waitForLoadState("networkidle");

  expect(sent).toHaveLength(1);
  expect(eventsFor(beforeConsent)).toHaveLength(0);
  expect(eventsFor("ResizeObserver")).toHaveLength(0);
  const [event] = eventsFor(fault);
  expect(event?.request).toEqual({
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/work$/),
    headers: { "User-Agent": expect.any(String) },
  });
  expect(event?.user).toBeUndefined();
});

test("a selection without functional cookies loads and sends nothing", async ({ page }) => {
  const sent = ingestRequests(page, DSN);
  await page.goto("/about");
  await (await whenLive(dialog(page).getByRole("button", { name: "Manage Settings" }))).click();
  const functional = dialog(page).getByRole("switch", { name: "Functional Cookies" });
  await functional.focus();
  await page.keyboard.press("Space");
  await expect(functional).not.toBeChecked();
  await dialog(page).getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(dialog(page)).toBeHidden();

  const fault = `studio probe without functional ${randomUUID()}`;
  await throwInPage(page, fault);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);

  expect(await sentryRunning(page)).toBe(false);
  expect(sent).toHaveLength(0);
  expect(eventsFor(fault)).toHaveLength(0);
});

test("each server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  // The studio's own build again, with an API that does not answer: every page fails on the
  // server, as it would in production when the API is down. Its layout and its page read the
  // content service side by side, so one request ends in two errors.
  const broken = await startSiteInstance(dirname(testInfo.project.testDir), "studio", {
    API_URL: "http://127.0.0.1:9",
    SENTRY_DSN: DSN,
  });
  try {
    const response = await request.get(`${broken.url}/goods?ref=ada@example.com`, {
      headers: { cookie: "studio_theme=dark; accepted_cookies2=functional" },
    });
    expect(response.status()).toBe(500);
    const requestId = response.headers()["x-request-id"];
    expect(requestId).toBeTruthy();

    const ofRequest = () =>
      ingest
        .events()
        .filter((event) => (event.tags as Record<string, unknown>)?.request_id === requestId);
    /** The error each event reports: its outermost exception's message, up to the reason. */
    const reported = () =>
      ofRequest()
        .map((event) => {
          const values = (event.exception as { values: { value: string }[] }).values;
          return values.at(-1)?.value.replace(/:.*/, "");
        })
        .sort();
    await expect
      .poll(reported)
      .toEqual(["Content query AllProducts failed", "Content query StudioSetup failed"]);
    // Anything more would have come with these.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ofRequest()).toHaveLength(2);

    for (const event of ofRequest()) {
      expect(event.request).toEqual({
        method: "GET",
        url: `${broken.url}/goods`,
        headers: { "x-request-id": requestId, "user-agent": expect.any(String) },
      });
      const sent = JSON.stringify(event);
      for (const secret of ["ada@example.com", "studio_theme", "accepted_cookies2"]) {
        expect(sent).not.toContain(secret);
      }
    }
  } finally {
    broken.stop();
  }
});
