import type { ErrorEvent } from "@sentry/nextjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  prepareServerEvent,
  reportRequestError,
  requestIdOf,
  startServerErrorReporting,
} from "./sentry-server";

const sentry = vi.hoisted(() => {
  const scope = { setTag: vi.fn() };
  let initialized = false;
  return {
    scope,
    init: vi.fn(() => {
      initialized = true;
    }),
    isInitialized: () => initialized,
    reset: () => {
      initialized = false;
    },
    withScope: vi.fn((callback: (current: typeof scope) => void) => callback(scope)),
    captureRequestError: vi.fn(),
  };
});
vi.mock("@sentry/nextjs", () => sentry);

const DSN = "https://public@sentry.example.com/7";
const request = {
  path: "/fonts?q=ada",
  method: "GET",
  headers: { "x-request-id": "req-1234abcd", cookie: "accepted_cookies2=functional" },
};
const context = { routerKind: "App Router", routePath: "/fonts", routeType: "render" };

describe("the server's error reporting", () => {
  beforeEach(() => {
    sentry.reset();
    vi.clearAllMocks();
  });

  it("does not start, or report, without a DSN", () => {
    startServerErrorReporting(undefined);
    reportRequestError(new Error("boom"), request, context);
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureRequestError).not.toHaveBeenCalled();
  });

  it("starts once with a DSN, collecting nothing personal", () => {
    startServerErrorReporting(DSN);
    startServerErrorReporting(DSN);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: DSN,
        dataCollection: expect.objectContaining({ userInfo: false, cookies: false }),
      }),
    );
  });

  it("reports a request's error through Sentry's capture, tagged with the request id", () => {
    startServerErrorReporting(DSN);
    const error = new Error("boom");
    reportRequestError(error, request, context);
    expect(sentry.scope.setTag).toHaveBeenCalledWith("request_id", "req-1234abcd");
    expect(sentry.captureRequestError).toHaveBeenCalledWith(error, request, context);
  });
});

describe("prepareServerEvent", () => {
  it("tags an event with its request's id and scrubs it", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: "boom",
      request: { headers: { "x-request-id": "req-77", cookie: "refreshToken=r" } },
    };
    expect(prepareServerEvent(event)).toEqual({
      type: undefined,
      message: "boom",
      tags: { request_id: "req-77" },
      request: { headers: { "x-request-id": "req-77" } },
    });
  });

  it("keeps a tag set by onRequestError and leaves an event without a request untagged", () => {
    const tagged: ErrorEvent = { type: undefined, tags: { request_id: "req-1" } };
    expect(prepareServerEvent(tagged).tags).toEqual({ request_id: "req-1" });
    const untagged: ErrorEvent = { type: undefined };
    expect(prepareServerEvent(untagged).tags).toBeUndefined();
  });

  it.each([
    [{ "x-request-id": "abc-123" }, "abc-123"],
    [{ "x-request-id": ["abc-123", "other"] }, "abc-123"],
    [{ "x-request-id": "" }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])("requestIdOf(%j) is %j", (headers, id) => {
    expect(requestIdOf(headers)).toBe(id);
  });
});
