// Guards the foundry's error reporting (spec 4.1 and 8, issue 16, ADR 0016), against a stand-in
// for Sentry's ingest at the site's SENTRY_DSN: in the browser nothing of Sentry loads or sends
// before consent, or after a choice without functional cookies; after 'Accept All Cookies' a
// fault is reported exactly once and a benign browser message not at all. On the server, a
// request that fails (the API unreachable) is reported once, with the request's id and
// without the visitor's cookies, authorization, e-mail address or query.
import { expect, test } from "@meridian/e2e";
import {
  expectNothingSent,
  testBrowserReportingBehindConsent,
  useSentryIngest,
} from "@meridian/e2e/error-reporting";

const ingest = useSentryIngest("foundry");

// The query of the page a fault happens on is not reported.
testBrowserReportingBehindConsent(ingest, { accepting: "/?utm_source=newsletter", declining: "/" });

test("a server error is reported once, with the request id and nothing personal", async ({
  request,
}, testInfo) => {
  const { origin, requestId, events } = await ingest.reportsOfFailingRequest(
    request,
    testInfo,
    "/fonts?q=ada@example.com",
    {
      cookie: "accepted_cookies2=functional; refreshToken=refresh-secret",
      authorization: "Bearer access-secret",
    },
  );
  expect(events).toHaveLength(1);
  const [event] = events;
  expect(event?.contexts).toMatchObject({ nextjs: { route_type: "render" } });
  expect(event?.request).toEqual({
    method: "GET",
    url: `${origin}/fonts`,
    headers: { "x-request-id": requestId, "user-agent": expect.any(String) },
  });
  expectNothingSent(events, [
    "refresh-secret",
    "access-secret",
    "ada@example.com",
    "accepted_cookies2",
  ]);
  expect(event?.user).toBeUndefined();
});
