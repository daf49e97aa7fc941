import type { Breadcrumb, ErrorEvent } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { redactEmails, scrubBreadcrumb, scrubEvent, withoutQuery } from "./scrub-event";

/** A server event as Sentry's Next.js SDK builds it for a failed request, before scrubbing. */
const serverEvent: ErrorEvent = {
  type: undefined,
  event_id: "0f0e",
  level: "error",
  tags: { request_id: "req-1234abcd" },
  user: { ip_address: "203.0.113.9", email: "ada@example.com", id: "42" },
  request: {
    method: "POST",
    url: "http://127.0.0.1:3000/invoice/9?key=guest-secret",
    query_string: "key=guest-secret",
    cookies: { accepted_cookies2: "functional", refreshToken: "r-123" },
    data: { email: "ada@example.com", password: "hunter2" },
    headers: {
      cookie: "accepted_cookies2=functional",
      authorization: "Bearer eyJhbGciOi",
      "x-forwarded-for": "203.0.113.9",
      referer: "http://127.0.0.1:3000/reset-password?token=abc",
      "x-request-id": "req-1234abcd",
      "user-agent": "Chromium",
    },
  },
  exception: {
    values: [{ type: "Error", value: "No account for ada@example.com" }],
  },
  breadcrumbs: [
    { category: "console", message: "Reset link sent to ada@example.com" },
    {
      category: "fetch",
      data: { method: "GET", url: "http://127.0.0.1:4000/images/a.png?token=t", status_code: 500 },
    },
    { category: "navigation", data: { from: "/login?next=/account", to: "/account?x=1" } },
    { category: "console", data: { arguments: ["ada@example.com"] }, message: "x" },
  ],
  contexts: {
    nextjs: { request_path: "/invoice/9?key=guest-secret", route_type: "render" },
    runtime: { name: "node" },
  },
};

describe("scrubEvent", () => {
  const scrubbed = scrubEvent(serverEvent);

  it("keeps where and how the site failed", () => {
    expect(scrubbed.event_id).toBe("0f0e");
    expect(scrubbed.tags).toEqual({ request_id: "req-1234abcd" });
    expect(scrubbed.request?.method).toBe("POST");
    expect(scrubbed.request?.url).toBe("http://127.0.0.1:3000/invoice/9");
    expect(scrubbed.contexts?.nextjs).toEqual({ request_path: "/invoice/9", route_type: "render" });
    expect(scrubbed.contexts?.runtime).toEqual({ name: "node" });
  });

  it("drops the user, cookies, bodies, query strings and all but two headers", () => {
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: "http://127.0.0.1:3000/invoice/9",
      headers: { "x-request-id": "req-1234abcd", "user-agent": "Chromium" },
    });
  });

  it("leaves no e-mail address, token, key, password or IP address anywhere", () => {
    const sent = JSON.stringify(scrubbed);
    for (const secret of [
      "ada@example.com",
      "guest-secret",
      "hunter2",
      "Bearer",
      "203.0.113.9",
      "token=",
      "refreshToken",
      "next=",
    ]) {
      expect(sent).not.toContain(secret);
    }
    expect(scrubbed.exception?.values?.[0]?.value).toBe("No account for [email]");
  });

  it("scrubs breadcrumbs: messages, URLs and console arguments", () => {
    expect(scrubbed.breadcrumbs).toEqual([
      { category: "console", message: "Reset link sent to [email]" },
      {
        category: "fetch",
        data: { method: "GET", url: "http://127.0.0.1:4000/images/a.png", status_code: 500 },
      },
      { category: "navigation", data: { from: "/login", to: "/account" } },
      { category: "console", data: {}, message: "x" },
    ]);
  });

  it("does not change the event it was given", () => {
    expect(serverEvent.user?.email).toBe("ada@example.com");
    expect(serverEvent.request?.cookies).toBeDefined();
  });

  it("leaves an event without a request or breadcrumbs as it was", () => {
    const bare: ErrorEvent = { type: undefined, message: "boom" };
    expect(scrubEvent(bare)).toEqual(bare);
  });
});

describe("the helpers", () => {
  it.each([
    ["https://a.test/p?token=1", "https://a.test/p"],
    ["/p#section", "/p"],
    ["/p", "/p"],
  ])("withoutQuery(%j) is %j", (url, expected) => {
    expect(withoutQuery(url)).toBe(expected);
  });

  it("redacts e-mail addresses, not other at-signs", () => {
    expect(redactEmails("from <ada.l+shop@example.co.uk>, twice: b@c.io")).toBe(
      "from <[email]>, twice: [email]",
    );
    expect(redactEmails("@media query at 2x")).toBe("@media query at 2x");
  });

  it("scrubBreadcrumb keeps a breadcrumb with nothing to scrub", () => {
    const crumb: Breadcrumb = { category: "ui.click", message: "button.primary" };
    expect(scrubBreadcrumb(crumb)).toEqual(crumb);
  });
});
