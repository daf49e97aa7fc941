import type { ErrorEvent } from "@sentry/node";
import { describe, expect, it } from "vitest";
import { FILTERED, scrubEvent, scrubText, scrubUrl } from "./scrub-event";

describe("scrubText", () => {
  it.each([
    [
      "an e-mail address",
      "no account for ada.lovelace+shop@example.co.uk",
      "no account for [email]",
    ],
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
    ["a GraphQL operation", "mutation UserRegister failed"],
  ])("keeps %s", (_case, text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe("scrubUrl", () => {
  it.each([
    ["http://127.0.0.1:4000/graphql", "http://127.0.0.1:4000/graphql"],
    ["https://api.example/images/ab12.webp?w=480", `https://api.example/images/${FILTERED}`],
    ["/font-subset.woff2?font_path=inter/x&text=Ada", `/font-subset.woff2?${FILTERED}`],
    ["/trial-download/eyJhbGciOi", `/trial-download/${FILTERED}`],
    ["https://user:secret@host/", "https://host/"],
  ])("%s → %s", (url, scrubbed) => {
    expect(scrubUrl(url)).toBe(scrubbed);
  });
});

/** An event as the SDK builds it for a resolver's failure, with personal data in every part. */
function eventWithPersonalData(): ErrorEvent {
  return {
    type: undefined,
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

const PERSONAL = [
  "ada@example.com",
  "ada%40example.com",
  "Ada Lovelace",
  "quiet harbour lantern",
  "192.0.2.7",
  "eyJ",
  "t0k3n",
  "c4rt",
  "device-1",
  "4242424242424242",
  "Analytical Row",
  "London",
  "7946",
  "Mozilla",
];

describe("scrubEvent", () => {
  const scrubbed = scrubEvent(eventWithPersonalData());
  const sent = JSON.stringify(scrubbed);

  it.each(PERSONAL)("leaves no %s anywhere in the event", (value) => {
    expect(sent).not.toContain(value);
  });

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
    expect(scrubbed.request).toEqual({
      method: "POST",
      url: "http://api.example/graphql?[Filtered]",
      headers: { "content-type": "application/json", "x-request-id": "test-req-123456" },
    });
    expect(scrubbed.transaction).toBe(`GET /account/${FILTERED}`);
    expect(scrubbed.contexts?.runtime).toEqual({ name: "node", version: "v20.20.0" });
    expect(scrubbed.extra?.invoice).toEqual({ billingAddress: FILTERED, total: 4200 });
    expect(scrubbed.breadcrumbs?.[0]?.data).toEqual({
      url: `https://api.stripe.com/v1/${FILTERED}`,
      status_code: 200,
    });
    expect(scrubbed.breadcrumbs).toHaveLength(1);
    expect(scrubbed).not.toHaveProperty("user");
    expect(scrubbed.event_id).toBe("0123456789abcdef0123456789abcdef");
  });
});
