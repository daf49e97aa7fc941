// Guards the launcher's error reporting (issue 16, ADR 0016): it sets no cookies and asks for
// no consent, so a visitor's browser never loads Sentry; its server reports a request that
// fails (the API unreachable) once, with the request's id and without the visitor's cookies.
import { expect, test } from "@meridian/e2e";
import {
  expectNothingSent,
  sentryRunning,
  throwInPage,
  useSentryIngest,
} from "@meridian/e2e/error-reporting";

const ingest = useSentryIngest("launcher");

test("a visitor's browser never loads Sentry or sends to it", async ({ page }) => {
  const sent = ingest.requestsFrom(page);
  await page.goto("/");
  await throwInPage(page, "launcher probe in the browser");
  await page.waitForLoadState("networkidle");
  expect(await sentryRunning(page)).toBe(false);
  expect(sent).toHaveLength(0);
});

test("a server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  const { events } = await ingest.reportsOfFailingRequest(
    request,
    testInfo,
    "/?ref=ada@example.com",
    {
      cookie: "session=launcher-secret",
      authorization: "Bearer access-secret",
    },
  );
  // The page and its metadata read the site setup apart: each failed read once, no more.
  const messages = events.map((event) => JSON.stringify(event.exception));
  expect(new Set(messages).size).toBe(messages.length);
  expectNothingSent(events, ["launcher-secret", "access-secret", "ada@example.com"]);
});
