// Guards the foundry's error reporting (spec 4.1 and 8, issue 16, ADR 0016), against a stand-in
// for Sentry's ingest at the site's SENTRY_DSN: in the browser nothing of Sentry loads or sends
// before consent, or after a choice without functional cookies; after 'Accept All Cookies' a
// fault is reported exactly once and a benign browser message not at all. On the server, each
// error of a request that fails (the API unreachable) is reported once, with the request's id
// and without the visitor's cookies, authorization, e-mail address or query.
import { expect, test } from "@meridian/e2e";
import {
  expectNothingSent,
  testBrowserReportingBehindConsent,
  useSentryIngest,
} from "@meridian/e2e/error-reporting";

const ingest = useSentryIngest("foundry");

// The query of the page a fault happens on is not reported.
testBrowserReportingBehindConsent(ingest, { accepting: "/?utm_source=newsletter", declining: "/" });

test("each server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  // The layout reads the site's setup; the page reads its metadata's SEO, and the fonts and the
  // setup side by side. The layout's error is always reported. The page's is the same error
  // (one cached read) when the setup fails first, else the first of its own reads to fail: so
  // one event or two, never one error twice.
  const { origin, requestId, events } = await ingest.reportsOfFailingRequest(
    request,
    testInfo,
    "/fonts?q=ada@example.com",
    {
      cookie: "accepted_cookies2=functional; refreshToken=refresh-secret",
      authorization: "Bearer access-secret",
    },
  );
  /** The error each event reports: its outermost exception's message, up to the reason. */
  const reported = events.map((event) => {
    const values = (event.exception as { values: { value: string }[] }).values;
    return values.at(-1)?.value.replace(/:.*/, "");
  });
  expect(reported).toContain("Content query SiteSetup failed");
  expect(new Set(reported).size).toBe(reported.length);
  for (const message of reported) {
    expect([
      "Content query SiteSetup failed",
      "Content query AllFonts failed",
      "Content query PageSeo failed",
    ]).toContain(message);
  }
  for (const event of events) {
    expect(event.contexts).toMatchObject({ nextjs: { route_type: "render" } });
    expect(event.request).toEqual({
      method: "GET",
      url: `${origin}/fonts`,
      headers: { "x-request-id": requestId, "user-agent": expect.any(String) },
    });
    expect(event.user).toBeUndefined();
  }
  expectNothingSent(events, [
    "refresh-secret",
    "access-secret",
    "ada@example.com",
    "accepted_cookies2",
  ]);
});
