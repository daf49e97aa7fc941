import { beforeEach, describe, expect, it, vi } from "vitest";
import { serverErrorReporting } from "./server-error-reporting";

const sentryServer = vi.hoisted(() => ({
  startServerErrorReporting: vi.fn(),
  reportRequestError: vi.fn(),
}));
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock("./sentry-server", () => {
  loaded.count += 1;
  return sentryServer;
});

const DSN = "https://public@sentry.example.com/7";
const request = { path: "/fonts", method: "GET", headers: { "x-request-id": "req-1" } };
const context = { routerKind: "App Router", routePath: "/fonts", routeType: "render" };

describe("serverErrorReporting", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("without a DSN neither loads Sentry nor reports", async () => {
    const reporting = serverErrorReporting(undefined);
    await reporting.register();
    await reporting.onRequestError(new Error("boom"), request, context);
    expect(loaded.count).toBe(0);
    expect(sentryServer.startServerErrorReporting).not.toHaveBeenCalled();
    expect(sentryServer.reportRequestError).not.toHaveBeenCalled();
  });

  it("with one starts Sentry and hands it each request's error", async () => {
    const reporting = serverErrorReporting(DSN);
    await reporting.register();
    expect(sentryServer.startServerErrorReporting).toHaveBeenCalledWith(DSN);
    const error = new Error("boom");
    await reporting.onRequestError(error, request, context);
    expect(sentryServer.reportRequestError).toHaveBeenCalledWith(error, request, context);
    expect(loaded.count).toBe(1);
  });
});
