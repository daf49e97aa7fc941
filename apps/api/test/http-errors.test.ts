import { DEFAULT_BUILD_DIR } from "@meridian/content/store";
// Guards the API's last line (DESIGN 7.1: unexpected failures leak no details): an error no
// route handles becomes a generic JSON answer with the security headers — 503 with Retry-After
// when the database is briefly away, else 500 'Unexpected error.' — and the details go to the
// log, never to the caller.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fixedContent } from "../src/modules/publishing";
import type { Database } from "../src/platform/db/database";
import { capturingLogger } from "./helpers/capturing-logger";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const WEBHOOK_SECRET = "whsec_meridian_errors_test";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/**
 * An app whose database fails every transaction with `failure`, reached through the Stripe
 * webhook (a route outside GraphQL that opens a transaction once the signature is good).
 */
async function failingWebhook(failure: Error) {
  const { logger, lines } = capturingLogger();
  const database: Database = {
    ...api.database,
    transaction: () => Promise.reject(failure),
    // The shared database stays open for the other tests.
    close: async () => {},
  };
  const app = createApp({
    database,
    env: loadEnv({
      NODE_ENV: "test",
      DATA_DIR: api.env.DATA_DIR,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    logger,
    content: fixedContent(await testStore(), DEFAULT_BUILD_DIR),
  });
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    type: "charge.refunded",
    data: { object: {} },
  });
  const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  try {
    const response = await app.fetch(
      new Request("http://api.test/webhooks/stripe", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
    );
    return { response, lines };
  } finally {
    await app.close();
  }
}

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("an error no route handles", () => {
  it("is a generic 500 with the security headers; the details are logged, not sent", async () => {
    const failure = new Error("disk on fire at /srv/secret/path");
    const { response, lines } = await failingWebhook(failure);
    expect(response.status).toBe(500);
    expectSecurityHeaders(response);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ error: "Unexpected error." });
    expect(body).not.toContain("disk on fire");
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: "unexpected error in a route",
        method: "POST",
        route: "/webhooks/stripe",
        err: expect.objectContaining({ message: "disk on fire at /srv/secret/path" }),
      }),
    );
  });

  it("is a retriable 503 when the database is briefly away", async () => {
    const failure = Object.assign(
      new Error("terminating connection due to administrator command"),
      {
        code: "57P01",
      },
    );
    const { response, lines } = await failingWebhook(failure);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({
      error: "The service is briefly unavailable. Please try again.",
    });
    expect(lines).toContainEqual(expect.objectContaining({ msg: "database unavailable" }));
  });
});
