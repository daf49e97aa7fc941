// Guards the API's error reports (issue 16, docs/adr/0014-api-signals.md), through the HTTP
// server as in production, against a stand-in for Sentry's ingest: an unexpected failure under
// a resolver — the database refusing every new account — is exactly one event, tagged with the
// request id and the operation, and holding none of the personal data the request carried; a
// refused input, an authentication refusal and a rate limit are answers, and send nothing.
import { type SentryIngest, startSentryIngest } from "@meridian/sentry-ingest";
import * as Sentry from "@sentry/node";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type HttpServer, startHttpServer } from "../src/platform/http/server";
import { createLogger } from "../src/platform/logging/logger";
import { startErrorReports, stopErrorReports } from "../src/platform/signals/error-reports";
import { VIEWER } from "./helpers/accounts";
import { type PrivateDatabase, privateDatabase } from "./helpers/private-database";
import { createTestApp, type TestApp } from "./helpers/test-app";

const REGISTER = `mutation UserRegister($email: String!, $password: String!, $name: String!) {
  userRegister(email: $email, password: $password, passwordConfirmation: $password, name: $name) {
    errors { code field }
  }
}`;

const SUBSCRIBE = `mutation SubscribeNewsletter($email: String!) {
  subscribeNewsletter(email: $email, source: "footer") { errors { code } }
}`;

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";

/** What a visitor types at sign-up: none of it may reach an error report. */
const VISITOR = {
  email: "grace.hopper.reports@example.com",
  password: "cobol compiler harbour 1959",
  name: "Grace Brewster Hopper",
};

let ingest: SentryIngest;
let database: PrivateDatabase;
let api: TestApp;
let server: HttpServer;

beforeAll(async () => {
  ingest = await startSentryIngest();
  database = await privateDatabase("error_reports");
  api = await createTestApp(
    { SENTRY_DSN: ingest.dsn(), RATE_LIMIT_NEWSLETTER_PER_MINUTE: "1" },
    { database: database.open },
  );
  expect(startErrorReports(api.env)).toBe(true);
  server = await startHttpServer(api.app, {
    host: "127.0.0.1",
    port: 0,
    logger: createLogger("silent"),
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 20_000,
  });
});
afterAll(async () => {
  await server?.stop({ delayMs: 0, graceMs: 0 });
  await stopErrorReports();
  await api?.close();
  await database?.drop();
  await ingest?.close();
});

async function post(
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`http://127.0.0.1:${server.port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe("answers that refuse a request", () => {
  it("send no event: a bad e-mail at sign-up, a bad token, a rate limit", async () => {
    const refused = await post(REGISTER, { ...VISITOR, email: "grace at example" });
    expect(refused.body).toEqual({
      data: { userRegister: { errors: [{ code: "INVALID_INPUT", field: "email" }] } },
    });

    const unauthenticated = await post(
      VIEWER,
      {},
      { "access-token": "not-a-token", client: "nobody", uid: VISITOR.email },
    );
    expect(unauthenticated.body.errors).toEqual([
      expect.objectContaining({
        extensions: expect.objectContaining({ code: "AUTHENTICATION_ERROR" }),
      }),
    ]);

    await post(SUBSCRIBE, { email: VISITOR.email });
    const limited = await post(SUBSCRIBE, { email: VISITOR.email });
    expect(limited.body).toEqual({
      data: { subscribeNewsletter: { errors: [{ code: "RATE_LIMITED" }] } },
    });

    await Sentry.flush(5_000);
    expect(ingest.events()).toEqual([]);
  });
});

describe("an unexpected failure under a resolver", () => {
  it("is one event with the request id and operation, and no personal data", async () => {
    // The database refuses every new account: the sign-up's insert fails, unexpectedly.
    await api.database.db.execute(
      sql`alter table users add constraint users_refuse_all check (false) not valid`,
    );
    try {
      // Through the sites' proxy (a trusted peer), which names the visitor's address.
      const { response, body } = await post(REGISTER, VISITOR, {
        "x-request-id": "test-req-sentry-0001",
        traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`,
        "x-forwarded-for": "203.0.113.9",
      });
      expect(response.headers.get("x-request-id")).toBe("test-req-sentry-0001");
      expect(body.errors).toEqual([expect.objectContaining({ message: "Unexpected error." })]);
    } finally {
      await api.database.db.execute(sql`alter table users drop constraint users_refuse_all`);
    }

    const [event] = await ingest.waitForEvents(1);
    await Sentry.flush(5_000);
    expect(ingest.events()).toHaveLength(1);
    expect(event).toMatchObject({
      level: "error",
      contexts: { trace: { trace_id: TRACE_ID } },
      tags: { request_id: "test-req-sentry-0001", operation: "UserRegister", route: "/graphql" },
      exception: {
        values: expect.arrayContaining([
          expect.objectContaining({
            value: expect.stringContaining('violates check constraint "users_refuse_all"'),
          }),
        ]),
      },
    });
    // Everything the stand-in received, as it arrived: no item holds what the visitor typed.
    const received = JSON.stringify(ingest.items());
    for (const personal of [
      VISITOR.email,
      VISITOR.password,
      VISITOR.name,
      "Grace",
      "203.0.113.9",
    ]) {
      expect(received).not.toContain(personal);
    }
  });
});
