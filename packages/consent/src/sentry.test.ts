import { beforeEach, describe, expect, it, vi } from "vitest";

const init = vi.fn();
const captureException = vi.fn();
vi.mock("@sentry/nextjs", () => ({ init, captureException }));

describe("error reporting", () => {
  beforeEach(() => {
    vi.resetModules();
    init.mockClear();
    captureException.mockClear();
  });

  it("reports nothing before it has started", async () => {
    const { reportCaughtError } = await import("./sentry");
    reportCaughtError(new Error("boom"));
    expect(captureException).not.toHaveBeenCalled();
  });

  it("starts Sentry with the DSN, drops benign browser messages and reports caught errors", async () => {
    const { reportCaughtError, startSentry } = await import("./sentry");
    await startSentry("https://key@sentry.example/1");
    const options = init.mock.calls[0]?.[0];
    expect(options.dsn).toBe("https://key@sentry.example/1");
    expect(options.beforeSend({ message: "ResizeObserver loop limit exceeded" })).toBeNull();
    const real = { message: "Cannot read properties of undefined (reading 'price')" };
    expect(options.beforeSend(real)).toBe(real);
    const error = new Error("boom");
    reportCaughtError(error);
    expect(captureException).toHaveBeenCalledWith(error);
  });
});
