// Guards the foundry's error reporting (spec 4.1 and 8, issue 16, ADR 0016), against a stand-in
// for Sentry's ingest at the site's SENTRY_DSN: in the browser nothing of Sentry loads or sends
// before consent, or after a choice without functional cookies; after 'Accept All Cookies' a
// fault is reported exactly once and a benign browser message not at all. On the server, a
// request that fails (the API unreachable) is reported once, with the request's id and
// without the visitor's cookies, authorization, e-mail address or query.
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

// One stand-in on the DSN's fixed port: these tests run one after another in one worker.
test.describe.configure({ mode: "serial" });

const DSN = e2eSentryDsn("foundry");
let ingest: SentryIngest;

test.beforeAll(async () => {
  ingest = await startE2eSentryIngest("foundry");
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
  await page.goto("/?utm_source=newsletter");
  await expect(dialog(page)).toBeVisible();

  const beforeConsent = `foundry probe before consent ${randomUUID()}`;
  await throwInPage(page, beforeConsent);
  expect(await sentryRunning(page)).toBe(false);

  await dialog(page).getByRole("button", { name: "Accept All Cookies" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect.poll(() => sentryRunning(page)).toBe(true);

  // Spec 8: a benign browser message is dropped before sending; a fault is sent.
  await throwInPage(page, "ResizeObserver loop limit exceeded");
  const fault = `foundry probe after consent ${randomUUID()}`;
  await throwInPage(page, fault);
  await expect.poll(() => eventsFor(fault).length).toBe(1);
  await page.waitForLoadState("networkidle");

  expect(sent).toHaveLength(1);
  expect(eventsFor(beforeConsent)).toHaveLength(0);
  expect(eventsFor("ResizeObserver")).toHaveLength(0);
  const [event] = eventsFor(fault);
  expect(event?.request).toEqual({
    url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/),
    headers: { "User-Agent": expect.any(String) },
  });
  expect(event?.user).toBeUndefined();
});

test("a selection without functional cookies loads and sends nothing", async ({ page }) => {
  const sent = ingestRequests(page, DSN);
  await page.goto("/");
  await dialog(page).getByRole("button", { name: "Manage Settings" }).click();
  const functional = dialog(page).getByRole("switch", { name: "Functional Cookies" });
  await functional.focus();
  await page.keyboard.press("Space");
  await expect(functional).not.toBeChecked();
  await dialog(page).getByRole("button", { name: "Accept Cookie Selection" }).click();
  await expect(dialog(page)).toBeHidden();

  const fault = `foundry probe without functional ${randomUUID()}`;
  await throwInPage(page, fault);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_000);

  expect(await sentryRunning(page)).toBe(false);
  expect(sent).toHaveLength(0);
  expect(eventsFor(fault)).toHaveLength(0);
});

test("a server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  // The foundry's own build again, with an API that does not answer: every page fails on the
  // server, as it would in production when the API is down.
  const broken = await startSiteInstance(dirname(testInfo.project.testDir), "foundry", {
    API_URL: "http://127.0.0.1:9",
    SENTRY_DSN: DSN,
  });
  try {
    const response = await request.get(`${broken.url}/fonts?q=ada@example.com`, {
      headers: {
        cookie: "accepted_cookies2=functional; refreshToken=refresh-secret",
        authorization: "Bearer access-secret",
      },
    });
    expect(response.status()).toBe(500);
    const requestId = response.headers()["x-request-id"];
    expect(requestId).toBeTruthy();

    const ofRequest = () =>
      ingest
        .events()
        .filter((event) => (event.tags as Record<string, unknown>)?.request_id === requestId);
    await expect.poll(() => ofRequest().length).toBe(1);
    // Anything more would have come with the first.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ofRequest()).toHaveLength(1);

    const [event] = ofRequest();
    expect(event?.contexts).toMatchObject({ nextjs: { route_type: "render" } });
    expect(event?.request).toEqual({
      method: "GET",
      url: `${broken.url}/fonts`,
      headers: { "x-request-id": requestId, "user-agent": expect.any(String) },
    });
    const sent = JSON.stringify(event);
    for (const secret of [
      "refresh-secret",
      "access-secret",
      "ada@example.com",
      "accepted_cookies2",
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(event?.user).toBeUndefined();
  } finally {
    broken.stop();
  }
});
