import { describe, expect, it } from "vitest";
import { LOCAL_CONTENT_TOKEN, loadSentryUpload, loadSiteEnv } from "./site-env";

describe("site configuration", () => {
  it("defaults to the local development ports and the API's content service", () => {
    expect(loadSiteEnv({})).toEqual({
      API_URL: "http://127.0.0.1:4000",
      FOUNDRY_URL: "http://localhost:3000",
      STUDIO_URL: "http://localhost:3001",
      ADMIN_URL: "http://localhost:3003",
      CONTENT_URL: "http://127.0.0.1:4000/content",
      CONTENT_TOKEN: LOCAL_CONTENT_TOKEN,
      CONTENT_REVALIDATE_SECONDS: 60,
      CONTENT_POLL_MS: 250,
    });
  });

  it("derives the content service from API_URL unless CONTENT_URL is given", () => {
    expect(loadSiteEnv({ API_URL: "http://api.test:4100/" }).CONTENT_URL).toBe(
      "http://api.test:4100/content",
    );
    expect(loadSiteEnv({ CONTENT_URL: "http://cms.test/content" }).CONTENT_URL).toBe(
      "http://cms.test/content",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(loadSiteEnv({ ANALYTICS_SCRIPT_URL: "", SENTRY_DSN: "" }).ANALYTICS_SCRIPT_URL).toBe(
      undefined,
    );
  });

  it("names the variable that is wrong", () => {
    expect(() => loadSiteEnv({ API_URL: "not a url" })).toThrow(/API_URL/);
    expect(() => loadSiteEnv({ CONTENT_ENVIRONMENT: "staging" })).toThrow(/CONTENT_ENVIRONMENT/);
  });

  it("takes the sites' public addresses as http(s) addresses only", () => {
    expect(loadSiteEnv({ FOUNDRY_URL: "https://meridian.example" }).FOUNDRY_URL).toBe(
      "https://meridian.example",
    );
    expect(() => loadSiteEnv({ FOUNDRY_URL: "meridian.example" })).toThrow(/FOUNDRY_URL/);
    expect(() => loadSiteEnv({ FOUNDRY_URL: "ftp://meridian.example" })).toThrow(
      /FOUNDRY_URL: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadSiteEnv({ STUDIO_URL: "javascript:alert(1)" })).toThrow(/STUDIO_URL/);
  });

  it("takes a Stripe publishable key and refuses a secret key in its place", () => {
    expect(
      loadSiteEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_51Abc" })
        .NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
    ).toBe("pk_test_51Abc");
    expect(() => loadSiteEnv({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "sk_test_51Abc" })).toThrow(
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
    );
  });
});

describe("Sentry's configuration", () => {
  it("takes a DSN and refuses what is not one", () => {
    const dsn = "https://abc123@o42.ingest.de.sentry.io/7";
    expect(loadSiteEnv({ SENTRY_DSN: dsn }).SENTRY_DSN).toBe(dsn);
    expect(() => loadSiteEnv({ SENTRY_DSN: "https://o42.ingest.sentry.io/7" })).toThrow(
      /SENTRY_DSN: must be a Sentry DSN/,
    );
    expect(() => loadSiteEnv({ SENTRY_DSN: "https://abc123@o42.ingest.sentry.io/" })).toThrow(
      /SENTRY_DSN/,
    );
    expect(() => loadSiteEnv({ SENTRY_DSN: "ftp://abc123@sentry.example/7" })).toThrow(
      /SENTRY_DSN/,
    );
  });

  it("uploads source maps only with SENTRY_AUTH_TOKEN, which needs the org and project", () => {
    expect(loadSentryUpload({})).toBeNull();
    expect(loadSentryUpload({ SENTRY_ORG: "meridian", SENTRY_PROJECT: "sites" })).toBeNull();
    expect(
      loadSentryUpload({
        SENTRY_AUTH_TOKEN: "sntrys_x",
        SENTRY_ORG: "meridian",
        SENTRY_PROJECT: "sites",
        SENTRY_URL: "https://sentry.example.com",
      }),
    ).toEqual({
      authToken: "sntrys_x",
      org: "meridian",
      project: "sites",
      url: "https://sentry.example.com",
    });
    expect(() => loadSentryUpload({ SENTRY_AUTH_TOKEN: "sntrys_x" })).toThrow(
      /SENTRY_ORG: is required when SENTRY_AUTH_TOKEN is set; SENTRY_PROJECT: is required/,
    );
  });
});
