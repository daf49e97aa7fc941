// Guards the launcher's error reporting (issue 16, ADR 0016): it sets no cookies and asks for
// no consent, so a visitor's browser never loads Sentry; its server reports a request that
// fails (the API unreachable) once, with the request's id and without the visitor's cookies.
import { dirname } from "node:path";
import { expect, test } from "@meridian/e2e";
import { e2eSentryDsn, type SentryIngest, startE2eSentryIngest } from "@meridian/e2e/config";
import {
  ingestRequests,
  sentryRunning,
  startSiteInstance,
  throwInPage,
} from "@meridian/e2e/error-reporting";

test.describe.configure({ mode: "serial" });

const DSN = e2eSentryDsn("launcher");

let ingest: SentryIngest;
test.beforeAll(async () => {
  ingest = await startE2eSentryIngest("launcher");
});
test.afterAll(async () => {
  await ingest.close();
});

test("a visitor's browser never loads Sentry or sends to it", async ({ page }) => {
  const sent = ingestRequests(page, DSN);
  await page.goto("/");
  await throwInPage(page, "launcher probe in the browser");
  await page.waitForLoadState("networkidle");
  expect(await sentryRunning(page)).toBe(false);
  expect(sent).toHaveLength(0);
});

test("a server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  const broken = await startSiteInstance(dirname(testInfo.project.testDir), "launcher", {
    API_URL: "http://127.0.0.1:9",
    SENTRY_DSN: DSN,
  });
  try {
    const response = await request.get(`${broken.url}/?ref=ada@example.com`, {
      headers: { cookie: "session=launcher-secret", authorization: "Bearer access-secret" },
    });
    expect(response.status()).toBe(500);
    const requestId = response.headers()["x-request-id"];
    expect(requestId).toBeTruthy();
    const ofRequest = () =>
      ingest
        .events()
        .filter((event) => (event.tags as Record<string, unknown>)?.request_id === requestId);
    await expect.poll(() => ofRequest().length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const events = ofRequest();
    // The page and its metadata read the site setup apart: each failed read once, no more.
    const messages = events.map((event) => JSON.stringify(event.exception));
    expect(new Set(messages).size).toBe(messages.length);
    const sentText = JSON.stringify(events);
    for (const secret of ["launcher-secret", "access-secret", "ada@example.com"]) {
      expect(sentText).not.toContain(secret);
    }
  } finally {
    broken.stop();
  }
});
