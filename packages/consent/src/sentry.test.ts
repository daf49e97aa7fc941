import type { ErrorEvent } from "@sentry/nextjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reportCaughtError, resetSentryForTests, startSentry } from "./sentry";

const init = vi.hoisted(() => vi.fn());
const captureException = vi.hoisted(() => vi.fn());
vi.mock("@sentry/nextjs", () => ({ init, captureException }));

const DSN = "https://public@sentry.example.com/7";

interface StartedOptions {
  dsn: string;
  sendClientReports: boolean;
  dataCollection: Record<string, unknown>;
  integrations: (defaults: { name: string }[]) => { name: string }[];
  beforeSend: (event: ErrorEvent) => ErrorEvent | null;
}

async function started(): Promise<StartedOptions> {
  await startSentry(DSN);
  expect(init).toHaveBeenCalledTimes(1);
  return init.mock.calls[0]?.[0] as StartedOptions;
}

describe("the browser's error reporting", () => {
  beforeEach(() => {
    init.mockClear();
    captureException.mockClear();
    resetSentryForTests();
  });

  it("reports nothing before it has started (no consent, or no DSN)", () => {
    reportCaughtError(new Error("boom"));
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it("starts Sentry with the DSN, errors only, collecting nothing personal", async () => {
    const options = await started();
    expect(options.dsn).toBe(DSN);
    expect(options.sendClientReports).toBe(false);
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    const defaults = ["Breadcrumbs", "BrowserTracing", "GlobalHandlers", "BrowserSession"].map(
      (name) => ({ name }),
    );
    expect(options.integrations(defaults).map((integration) => integration.name)).toEqual([
      "Breadcrumbs",
      "GlobalHandlers",
    ]);
  });

  it("drops benign browser messages and scrubs the rest before sending", async () => {
    const { beforeSend } = await started();
    expect(
      beforeSend({ type: undefined, message: "ResizeObserver loop limit exceeded" }),
    ).toBeNull();
    const sent = beforeSend({
      type: undefined,
      message: "Cannot read properties of undefined (reading 'price')",
      user: { ip_address: "203.0.113.9", email: "ada@example.com" },
      request: {
        url: "https://meridian.test/reset-password?token=secret",
        headers: { "User-Agent": "Chromium", Referer: "https://meridian.test/login?next=/x" },
        cookies: { accepted_cookies2: "functional" },
      },
    });
    expect(sent).toEqual({
      type: undefined,
      message: "Cannot read properties of undefined (reading 'price')",
      request: {
        url: "https://meridian.test/reset-password",
        headers: { "User-Agent": "Chromium" },
      },
    });
  });

  it("reports what an error boundary caught once started, but not a server render's error", async () => {
    await started();
    const error = new Error("boom");
    reportCaughtError(error);
    expect(captureException).toHaveBeenCalledWith(error);

    // The server reported this one itself; the browser has only its digest.
    const fromServer = Object.assign(
      new Error("An error occurred in the Server Components render"),
      {
        digest: "2417746331",
      },
    );
    reportCaughtError(fromServer);
    expect(captureException).toHaveBeenCalledTimes(1);
  });
});
