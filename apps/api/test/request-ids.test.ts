// Guards one request followed from a site to the database (issue 16): every answer of the API
// carries the request's x-request-id — the caller's when plain, else a new UUID — and every log
// line written while serving it, by any module and by the jobs it queued, carries that id and
// the trace of its traceparent; the last of them is the request's access line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./helpers/accounts";
import { capturingLogger } from "./helpers/capturing-logger";
import { type PrivateDatabase, privateDatabase } from "./helpers/private-database";
import { createTestApp, type TestApp } from "./helpers/test-app";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const CONTACT = `mutation ContactOther($email: String!) {
  contactOther(companyName: "Analytical Engines", email: $email, name: "Ada", interests: ["Other"]) { ok }
}`;

const log = capturingLogger();
let database: PrivateDatabase;
let api: TestApp;
beforeAll(async () => {
  database = await privateDatabase("request_ids");
  api = await createTestApp(
    { STRIPE_WEBHOOK_SECRET: "whsec_meridian_request_ids" },
    { logger: log.logger, database: database.open },
  );
});
afterAll(async () => {
  await api.close();
  await database.drop();
});

/** The log lines that carry `requestId`. */
const linesOf = (requestId: string) => log.lines.filter((line) => line.requestId === requestId);

describe("a request with an x-request-id", () => {
  it("gets it back, and the lines logged while serving it carry it and its trace", async () => {
    const response = await api.request("/webhooks/stripe", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": "t=1,v1=forged",
        "x-request-id": "test-req-123456",
        traceparent: TRACEPARENT,
      },
      body: "{}",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-request-id")).toBe("test-req-123456");
    expect(linesOf("test-req-123456")).toEqual([
      expect.objectContaining({ msg: "webhook refused: bad signature", traceId: TRACE_ID }),
      expect.objectContaining({
        msg: "request",
        method: "POST",
        route: "/webhooks/stripe",
        status: 400,
        durationMs: expect.any(Number),
        traceId: TRACE_ID,
      }),
    ]);
  });

  it("hands its id to the jobs it queues: their lines carry it", async () => {
    const email = uniqueEmail("request-ids");
    const response = await api.request("/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-request-id": "test-req-contact-1",
        traceparent: TRACEPARENT,
      },
      body: JSON.stringify({ query: CONTACT, variables: { email } }),
    });
    expect(response.headers.get("x-request-id")).toBe("test-req-contact-1");
    expect(await response.json()).toEqual({ data: { contactOther: { ok: true } } });
    await api.runDueJobs();
    const messages = linesOf("test-req-contact-1").map((line) => line.msg);
    expect(linesOf("test-req-contact-1")).toContainEqual(
      expect.objectContaining({
        msg: "request",
        route: "/graphql",
        operation: "ContactOther",
        status: 200,
      }),
    );
    expect(messages).toContain("e-mail written to the outbox");
    expect(messages).toContain("job done");
    expect(linesOf("test-req-contact-1").every((line) => line.traceId === TRACE_ID)).toBe(true);
  });
});

describe("a request without one", () => {
  it.each([
    ["no id", {}],
    ["an id with spaces", { "x-request-id": "not a plain id" }],
    ["an id too short", { "x-request-id": "abc" }],
  ])("with %s gets a new UUID, which its lines carry", async (_case, headers) => {
    const response = await api.request("/webhooks/stripe", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x", ...headers },
      body: "{}",
    });
    const requestId = response.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(UUID);
    expect(linesOf(requestId).map((line) => line.msg)).toEqual([
      "webhook refused: bad signature",
      "request",
    ]);
    // A new trace, too: 32 hex digits, not all zero.
    expect(linesOf(requestId)[0]?.traceId).toMatch(/^(?!0{32})[0-9a-f]{32}$/);
  });
});

describe("every route", () => {
  it.each([
    ["GET", "/healthz"],
    ["GET", "/readyz"],
    ["POST", "/graphql"],
    ["POST", "/content/graphql"],
    ["GET", "/fonts/inter/Nothing-Here.woff2"],
    ["GET", "/font-subset.woff2?font_path=nothing/here&text=Ada"],
    ["GET", "/images/0123456789abcdef.webp"],
    ["GET", "/account/download/nothing/here/0"],
    ["GET", "/trial-download/not-a-token"],
    ["GET", "/no-such-route"],
  ])("answers %s %s with the request's id", async (method, path) => {
    const requestId = `test-req-${path.split(/[/?.]/)[1]}`;
    const response = await api.request(path, {
      method,
      headers: { "content-type": "application/json", "x-request-id": requestId },
      ...(method === "POST" ? { body: JSON.stringify({ query: "{ apiVersion }" }) } : {}),
    });
    expect(response.headers.get("x-request-id")).toBe(requestId);
  });
});
