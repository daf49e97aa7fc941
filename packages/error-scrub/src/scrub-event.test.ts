import { describe, expect, it } from "vitest";
import type { ReportBreadcrumb, ReportEvent } from "./report-event";
import { API_RULES, SITE_RULES } from "./report-rules";
import { scrubBreadcrumb, scrubEvent } from "./scrub-event";
import { FILTERED, scrubText, scrubUrl } from "./scrub-text";

describe("scrubText", () => {
  it.each([
    [
      "an e-mail address",
      "no account for ada.lovelace+shop@example.co.uk",
      "no account for [email]",
    ],
    [
      "e-mail addresses in brackets and lists",
      "from <ada.l+shop@example.co.uk>, twice: b@c.io",
      "from <[email]>, twice: [email]",
    ],
    ["an e-mail address with accents", "sent to jörg@bücher.de.", "sent to [email]."],
    [
      "a failed query's parameters",
      'Failed query: insert into "users" ("email", "name", "password_hash") values ($1, $2, $3)\nparams: ada@example.com,Ada Lovelace,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
      `Failed query: insert into "users" ("email", "name", "password_hash") values ($1, $2, $3)\nparams: ${FILTERED}`,
    ],
    ["a card number with spaces", "card 4242 4242 4242 4242 declined", "card [card] declined"],
    ["a card number with dashes", "card 5555-5555-5555-4444", "card [card]"],
    ["a bearer token", "Authorization: Bearer abc.def-123", "Authorization: Bearer [token]"],
    [
      "a JWT",
      "token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-nature_x rejected",
      "token [token] rejected",
    ],
    ["an IPv4 address", "refused 192.0.2.7 after 3 tries", "refused [ip] after 3 tries"],
    ["an IPv6 address", "peer 2001:db8:85a3:0:0:8a2e:370:7334 left", "peer [ip] left"],
    ["a compressed IPv6 address", "from ::1 and fe80::1", "from [ip] and [ip]"],
    [
      "a signed link",
      "fetching https://api.example/account/download/eyJ0b2tlbiI/inter?x=1 failed",
      `fetching https://api.example/account/${FILTERED} failed`,
    ],
    [
      "a database URL's password",
      "cannot reach postgres://meridian:hunter2@db:5432/meridian",
      `cannot reach postgres://db:5432/meridian`,
    ],
  ])("removes %s", (_case, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it.each([
    ["a timestamp in milliseconds", "expired at 1795671770356"],
    ["a timestamp in microseconds", "at 1795671770356123"],
    ["a time of day", "started 08:09:21.123"],
    ["a UUID", "cart 3f2b8c1e-9d4a-4e6b-8f7a-1c2d3e4f5a6b vanished"],
    ["a trace id", "trace 4bf92f3577b34da6a3ce929d0e0e4736"],
    ["a version", "node 20.20.0 on linux"],
    ["an npm scope", "at node_modules/@sentry/node/build/index.js"],
    ["a CSS at-rule", "@media query at 2x"],
    ["a GraphQL operation", "mutation UserRegister failed"],
  ])("keeps %s", (_case, text) => {
    expect(scrubText(text)).toBe(text);
  });

  it("keeps a URL's whole path, without its query, under the sites' rules", () => {
    expect(scrubText("fetching https://a.test/fonts/inter?token=1 failed", "whole")).toBe(
      "fetching https://a.test/fonts/inter failed",
    );
  });
});

describe("scrubUrl", () => {
  it.each([
    ["http://127.0.0.1:4000/graphql", "first-segment", "http://127.0.0.1:4000/graphql"],
    [
      "https://api.example/images/ab12.webp?w=480",
      "first-segment",
      `https://api.example/images/${FILTERED}`,
    ],
    [
      "/font-subset.woff2?font_path=inter/x&text=Ada",
      "first-segment",
      `/font-subset.woff2?${FILTERED}`,
    ],
    ["/trial-download/eyJhbGciOi", "first-segment", `/trial-download/${FILTERED}`],
    ["https://user:secret@host/", "first-segment", "https://host/"],
    ["https://a.test/p?token=1", "whole", "https://a.test/p"],
    [
      "http://127.0.0.1:3000/invoice/9?key=guest-secret",
      "whole",
      "http://127.0.0.1:3000/invoice/9",
    ],
    ["/p#section", "whole", "/p"],
    ["/p", "whole", "/p"],
    ["https://user:secret@host/a/b", "whole", "https://host/a/b"],
  ] as const)("%s (%s) → %s", (url, path, scrubbed) => {
    expect(scrubUrl(url, path)).toBe(scrubbed);
  });
});

describe("scrubBreadcrumb", () => {
  it.each([API_RULES, SITE_RULES])("drops console breadcrumbs", (rules) => {
    expect(scrubBreadcrumb({ category: "console", message: "signed in as Ada" }, rules)).toBeNull();
  });

  it("keeps a breadcrumb with nothing to scrub", () => {
    const crumb: ReportBreadcrumb = { category: "ui.click", message: "button.primary" };
    expect(scrubBreadcrumb(crumb, SITE_RULES)).toEqual(crumb);
  });
});

/** An event as the API's SDK builds it for a resolver's failure, with personal data in every part. */
function apiEvent() {
  return {
    event_id: "0123456789abcdef0123456789abcdef",
    message: "registration failed for ada@example.com",
    transaction: "GET /account/download/eyJ0b2tlbiI/inter-regular",
    exception: {
      values: [
        {
          type: "DrizzleQueryError",
          value:
            'Failed query: select "id" from "users" where "email" = $1\nparams: ada@example.com',
          stacktrace: {
            frames: [
              {
                filename: "src/accounts/accounts-service.ts",
                function: "register",
                lineno: 42,
                vars: { email: "ada@example.com", password: "quiet harbour lantern 42" },
              },
            ],
          },
        },
      ],
    },
    breadcrumbs: [
      {
        category: "http",
        message: "POST https://api.stripe.com/v1/customers?email=ada%40example.com",
        data: { url: "https://api.stripe.com/v1/customers?email=ada", status_code: 200 },
      },
      { category: "console", message: "signed in as Ada Lovelace", data: { name: "Ada Lovelace" } },
    ],
    request: {
      method: "POST",
      url: "http://api.example/graphql?token=abc",
      data: '{"variables":{"email":"ada@example.com","password":"quiet harbour lantern 42"}}',
      query_string: "token=abc",
      cookies: { meridian_cart: "c4rt" },
      env: { REMOTE_ADDR: "192.0.2.7" },
      headers: {
        "content-type": "application/json",
        "x-request-id": "test-req-123456",
        authorization: "Bearer eyJ.secret",
        cookie: "meridian_cart=c4rt",
        "access-token": "t0k3n",
        client: "device-1",
        uid: "ada@example.com",
        "x-forwarded-for": "192.0.2.7",
        "user-agent": "Mozilla/5.0",
        referer: "https://foundry.example/account?email=ada@example.com",
      },
    },
    user: { email: "ada@example.com", ip_address: "192.0.2.7", username: "ada" },
    extra: {
      variables: { email: "ada@example.com", password: "quiet harbour lantern 42" },
      invoice: { billingAddress: { line1: "12 Analytical Row", city: "London" }, total: 4200 },
      card: { number: "4242424242424242", cvc: "123" },
      note: "customer 192.0.2.7 wrote from ada@example.com",
    },
    contexts: {
      runtime: { name: "node", version: "v20.20.0" },
      graphql: { query: 'mutation { userLogin(email: "ada@example.com") { token } }' },
      customer: { fullName: "Ada Lovelace", phoneNumber: "+44 20 7946 0000" },
    },
    tags: { request_id: "test-req-123456", operation: "UserRegister", peer: "192.0.2.7" },
  };
}

/** A site's server event as Sentry's Next.js SDK builds it for a failed request. */
function siteEvent() {
  return {
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
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0",
        "content-type": "text/html",
      },
    },
    exception: { values: [{ type: "Error", value: "No account for ada@example.com" }] },
    breadcrumbs: [
      { category: "console", message: "Reset link sent to ada@example.com" },
      {
        category: "fetch",
        data: {
          method: "GET",
          url: "http://127.0.0.1:4000/images/a.png?token=t",
          status_code: 500,
        },
      },
      { category: "navigation", data: { from: "/login?next=/account", to: "/account?x=1" } },
      { category: "console", data: { arguments: ["ada@example.com"] }, message: "x" },
    ],
    contexts: {
      nextjs: { request_path: "/invoice/9?key=guest-secret", route_type: "render" },
      runtime: { name: "node" },
    },
  };
}

/** What either side removes today: none of it may be left in either event. */
const PERSONAL = [
  "ada@example.com",
  "ada%40example.com",
  "Ada Lovelace",
  "quiet harbour lantern",
  "192.0.2.7",
  "203.0.113.9",
  "eyJ",
  "t0k3n",
  "c4rt",
  "device-1",
  "4242424242424242",
  "Analytical Row",
  "London",
  "7946",
  "guest-secret",
  "hunter2",
  "Bearer",
  "token=",
  "refreshToken",
  "next=",
  "Reset link",
];

describe.each([
  ["the API's event under API_RULES", apiEvent, API_RULES],
  ["a site's event under SITE_RULES", siteEvent, SITE_RULES],
  ["a site's event under API_RULES", siteEvent, API_RULES],
] as const)("scrubEvent: %s", (_case, build, rules) => {
  const given = build();
  const sent = JSON.stringify(scrubEvent(given, rules));

  it.each(PERSONAL)("leaves no %s anywhere in the event", (value) => {
    expect(sent).not.toContain(value);
  });

  it("does not change the event it was given", () => {
    expect(given).toEqual(build());
  });
});

describe("scrubEvent under API_RULES", () => {
  const scrubbed = scrubEvent(apiEvent(), API_RULES);

  it("keeps what tells an operator what broke", () => {
    expect(scrubbed.exception?.values?.[0]).toMatchObject({
      type: "DrizzleQueryError",
      value: `Failed query: select "id" from "users" where "email" = $1\nparams: ${FILTERED}`,
      stacktrace: { frames: [{ function: "register", lineno: 42 }] },
    });
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).not.toHaveProperty("vars");
    expect(scrubbed.tags).toEqual({
      request_id: "test-req-123456",
      operation: "UserRegister",
      peer: "[ip]",
    });
    expect(scrubbed.transaction).toBe(`GET /account/${FILTERED}`);
    expect(scrubbed.contexts?.runtime).toEqual({ name: "node", version: "v20.20.0" });
    expect(scrubbed.extra?.invoice).toEqual({ billingAddress: FILTERED, total: 4200 });
    expect(scrubbed.event_id).toBe("0123456789abcdef0123456789abcdef");
  });

  it("keeps the request's method, URL to its first path segment and plain headers", () => {
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: `http://api.example/graphql?${FILTERED}`,
      headers: { "content-type": "application/json", "x-request-id": "test-req-123456" },
    });
  });

  it("drops the user and console breadcrumbs, and cuts breadcrumb URLs", () => {
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed.breadcrumbs).toEqual([
      {
        category: "http",
        message: `POST https://api.stripe.com/v1/${FILTERED}`,
        data: { url: `https://api.stripe.com/v1/${FILTERED}`, status_code: 200 },
      },
    ]);
  });
});

it("cuts the API's paths because whole ones would keep its signed links", () => {
  expect(scrubEvent(apiEvent(), API_RULES).transaction).toBe(`GET /account/${FILTERED}`);
  expect(scrubEvent(apiEvent(), SITE_RULES).transaction).toContain("eyJ0b2tlbiI");
});

describe("scrubEvent under SITE_RULES", () => {
  const scrubbed = scrubEvent(siteEvent(), SITE_RULES);

  it("keeps where and how the site failed: the page's whole path, without its query", () => {
    expect(scrubbed.event_id).toBe("0f0e");
    expect(scrubbed.tags).toEqual({ request_id: "req-1234abcd" });
    expect(scrubbed.contexts?.nextjs).toEqual({ request_path: "/invoice/9", route_type: "render" });
    expect(scrubbed.contexts?.runtime).toEqual({ name: "node" });
    expect(scrubbed.exception?.values?.[0]?.value).toBe("No account for [email]");
  });

  it("keeps of the request its method, URL and two headers, whatever their case", () => {
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: "http://127.0.0.1:3000/invoice/9",
      headers: {
        "x-request-id": "req-1234abcd",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0",
      },
    });
  });

  it("drops console breadcrumbs and the queries of the others' URLs", () => {
    expect(scrubbed.breadcrumbs).toEqual([
      {
        category: "fetch",
        data: { method: "GET", url: "http://127.0.0.1:4000/images/a.png", status_code: 500 },
      },
      { category: "navigation", data: { from: "/login", to: "/account" } },
    ]);
  });

  it("leaves an event without a request or breadcrumbs as it was", () => {
    const bare: ReportEvent = { message: "boom" };
    expect(scrubEvent(bare, SITE_RULES)).toEqual(bare);
  });
});
