// Guards the operational endpoints a load balancer and an operator rely on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe("health endpoints", () => {
  it("/healthz answers ok and is never cached", async () => {
    const response = await api.request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers ready with the database in use", async () => {
    const response = await api.request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ready",
      database: process.env.TEST_DB,
    });
  });

  it("/readyz fails once shutdown has begun", async () => {
    api.app.readiness.accepting = false;
    try {
      const response = await api.request("/readyz");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "shutting down" });
    } finally {
      api.app.readiness.accepting = true;
    }
  });

  it("an unknown path is a JSON 404 with strict security headers", async () => {
    const response = await api.request("/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
