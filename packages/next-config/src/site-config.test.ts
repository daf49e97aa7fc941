// Guards the build's side of error reporting (ADR 0016): without SENTRY_AUTH_TOKEN no source map
// is made, so none can be served; with it, browser maps are made for the upload and deleted
// after it. Either way the build itself sends nothing to Sentry and nothing extra to browsers.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSiteConfig, sentryBuildOptions } from "./site-config";

const UPLOAD = { authToken: "sntrys_x", org: "meridian", project: "sites", url: undefined };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the sites' Sentry build options", () => {
  it("without an auth token, make no source maps and create no release", () => {
    expect(sentryBuildOptions(null)).toMatchObject({
      telemetry: false,
      sourcemaps: { disable: true },
      release: { create: false },
      useRunAfterProductionCompileHook: false,
      routeManifestInjection: false,
      buildTimeInstrumentation: false,
    });
  });

  it("with one, upload to the configured project and delete the maps afterwards", () => {
    expect(sentryBuildOptions({ ...UPLOAD, url: "https://sentry.example.com" })).toMatchObject({
      telemetry: false,
      authToken: "sntrys_x",
      org: "meridian",
      project: "sites",
      sentryUrl: "https://sentry.example.com",
      sourcemaps: { deleteSourcemapsAfterUpload: true },
    });
  });
});

describe("createSiteConfig, as a Turbopack build reads it", () => {
  it("makes no browser source maps when nothing is uploaded", () => {
    vi.stubEnv("TURBOPACK", "1");
    vi.stubEnv("SENTRY_AUTH_TOKEN", "");
    const config = createSiteConfig();
    expect(config.productionBrowserSourceMaps).not.toBe(true);
    expect(config.compiler?.runAfterProductionCompile).toBeUndefined();
    expect(config.output).toBe("standalone");
  });

  it("makes them for the upload that follows the compile when there is one", () => {
    vi.stubEnv("TURBOPACK", "1");
    vi.stubEnv("SENTRY_AUTH_TOKEN", "sntrys_x");
    vi.stubEnv("SENTRY_ORG", "meridian");
    vi.stubEnv("SENTRY_PROJECT", "sites");
    const config = createSiteConfig();
    expect(config.productionBrowserSourceMaps).toBe(true);
    expect(config.compiler?.runAfterProductionCompile).toBeTypeOf("function");
  });

  it("refuses an auth token without the project to upload to", () => {
    vi.stubEnv("SENTRY_AUTH_TOKEN", "sntrys_x");
    expect(() => createSiteConfig()).toThrow(/SENTRY_ORG/);
  });
});
