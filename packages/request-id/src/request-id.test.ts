import { describe, expect, it } from "vitest";
import { acceptRequestId, continueTrace, parseTraceparent, requestContext } from "./request-id.mjs";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TRACE = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

describe("acceptRequestId", () => {
  it("keeps a plain id from a load balancer or a caller", () => {
    expect(acceptRequestId("lb-7f3a9c21e4")).toBe("lb-7f3a9c21e4");
    expect(acceptRequestId("  7f3a9c21-0000-4000-8000-000000000001 ")).toBe(
      "7f3a9c21-0000-4000-8000-000000000001",
    );
  });

  it.each([
    ["absent", undefined],
    ["empty", ""],
    ["too short", "abc"],
    ["too long", "a".repeat(129)],
    ["a newline that would forge a log line", 'abcdefgh\n{"level":50}'],
    ["spaces and quotes", 'abc def "ghi"'],
  ])("replaces an id that is %s with a new UUID", (_, incoming) => {
    expect(acceptRequestId(incoming)).toMatch(UUID);
  });
});

describe("traceparent", () => {
  it("reads a W3C traceparent", () => {
    expect(parseTraceparent(TRACE)).toEqual({
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
      parentId: "00f067aa0ba902b7",
      flags: "01",
    });
  });

  it.each([
    ["upper case", TRACE.toUpperCase()],
    ["an all-zero trace id", `00-${"0".repeat(32)}-00f067aa0ba902b7-01`],
    ["an all-zero parent id", `00-4bf92f3577b34da6a3ce929d0e0e4736-${"0".repeat(16)}-01`],
    ["the forbidden version ff", `ff${TRACE.slice(2)}`],
    ["a missing part", "00-4bf92f3577b34da6a3ce929d0e0e4736-01"],
  ])("refuses %s", (_, header) => {
    expect(parseTraceparent(header)).toBeNull();
  });

  it("continues an incoming trace with a span of its own", () => {
    const next = parseTraceparent(continueTrace(TRACE));
    expect(next?.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(next?.flags).toBe("01");
    expect(next?.parentId).not.toBe("00f067aa0ba902b7");
  });

  it("starts a new sampled trace when none came in", () => {
    const first = parseTraceparent(continueTrace(undefined));
    const second = parseTraceparent(continueTrace("garbage"));
    expect(first?.flags).toBe("01");
    expect(first?.traceId).not.toBe(second?.traceId);
  });

  it("never gives two requests the same ids, however many there are", () => {
    // 24 random bytes a request: 1,000 requests draw on several 4 KB pools.
    const traces = Array.from({ length: 1000 }, () => parseTraceparent(continueTrace(undefined)));
    expect(traces.every((trace) => trace !== null)).toBe(true);
    expect(new Set(traces.map((trace) => trace?.traceId)).size).toBe(1000);
    expect(new Set(traces.map((trace) => trace?.parentId)).size).toBe(1000);
  });
});

describe("requestContext", () => {
  it("reads Fetch headers and Node header objects alike", () => {
    const fetchHeaders = new Headers({ "x-request-id": "req-12345678", traceparent: TRACE });
    const fromFetch = requestContext(fetchHeaders);
    const fromNode = requestContext({ "x-request-id": "req-12345678", traceparent: TRACE });
    for (const context of [fromFetch, fromNode]) {
      expect(context.requestId).toBe("req-12345678");
      expect(context.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
      expect(parseTraceparent(context.traceparent)?.traceId).toBe(context.traceId);
    }
  });

  it("gives a request that came with nothing an id and a trace", () => {
    const context = requestContext({});
    expect(context.requestId).toMatch(UUID);
    expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});
