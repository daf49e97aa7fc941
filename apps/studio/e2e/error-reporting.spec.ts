// Guards the studio's error reporting (spec 4.1 and 8, issue 16, ADR 0016), against a stand-in
// for Sentry's ingest at the site's SENTRY_DSN: in the browser nothing of Sentry loads or sends
// before consent, or after a choice without functional cookies; after 'Accept All Cookies' a
// fault is reported exactly once — by the consent package's starter, not a script from
// Sentry's CDN — and a benign browser message not at all. On the server, each error of a
// failed request (the layout's and the page's reads, the API being down) is reported once,
// with the request's id.
import { expect, test } from "@meridian/e2e";
import {
  expectNothingSent,
  testBrowserReportingBehindConsent,
  useSentryIngest,
} from "@meridian/e2e/error-reporting";

const ingest = useSentryIngest("studio");

testBrowserReportingBehindConsent(ingest, { accepting: "/work", declining: "/about" });

test("each server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  // The studio's layout and its page read the content service side by side, so one request
  // ends in the layout's error and the page's: its metadata's, its body's or its shop rules',
  // one or two of them, whichever reads the render had started before the first failed. Each
  // failed read is reported once.
  const { origin, requestId, events } = await ingest.reportsOfFailingRequest(
    request,
    testInfo,
    "/goods?ref=ada@example.com",
    { cookie: "studio_theme=dark; accepted_cookies2=functional" },
  );
  /** The error each event reports: its outermost exception's message, up to the reason. */
  const reported = events
    .map((event) => {
      const values = (event.exception as { values: { value: string }[] }).values;
      return values.at(-1)?.value.replace(/:.*/, "");
    })
    .sort();
  expect(new Set(reported).size, `each error once: ${reported.join(", ")}`).toBe(reported.length);
  expect(reported).toContain("Content query StudioSetup failed");
  const pageReads = reported.filter((message) => message !== "Content query StudioSetup failed");
  expect(pageReads.length).toBeGreaterThanOrEqual(1);
  expect(pageReads.length).toBeLessThanOrEqual(2);
  for (const message of pageReads) {
    expect([
      "Content query AllProducts failed",
      "Content query PageSeo failed",
      "Content query ShopRules failed",
    ]).toContain(message);
  }
  for (const event of events) {
    expect(event.request).toEqual({
      method: "GET",
      url: `${origin}/goods`,
      headers: { "x-request-id": requestId, "user-agent": expect.any(String) },
    });
  }
  expectNothingSent(events, ["ada@example.com", "studio_theme", "accepted_cookies2"]);
});
