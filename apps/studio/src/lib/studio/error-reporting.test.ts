import { describe, expect, it } from "vitest";
import { sentryLoaderUrl } from "./error-reporting";

describe("sentryLoaderUrl", () => {
  it("uses Sentry's CDN for sentry.io projects", () => {
    expect(sentryLoaderUrl("https://abc123@o42.ingest.sentry.io/7")).toBe(
      "https://js.sentry-cdn.com/abc123.min.js",
    );
  });

  it("uses a self-hosted Sentry's own host", () => {
    expect(sentryLoaderUrl("https://abc123@sentry.example.com/7")).toBe(
      "https://sentry.example.com/js-sdk-loader/abc123.min.js",
    );
  });

  it("refuses what is not a DSN", () => {
    expect(sentryLoaderUrl("https://sentry.example.com/7")).toBeNull();
    expect(sentryLoaderUrl("not a url")).toBeNull();
  });
});
