import { describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET, loadEnv } from "./env";

const production = {
  NODE_ENV: "production",
  CONTENT_TOKEN: "a-content-token-of-24-characters",
  JWT_SECRET: "a-signing-key-of-at-least-32-characters",
  DOWNLOAD_SECRET: "a-download-key-of-at-least-32-characters",
  STRIPE_SECRET_KEY: "sk_live_configured",
};

describe("configuration", () => {
  it("falls back to local keys and the sites' origins outside production", () => {
    const env = loadEnv({ SITE_ORIGINS: "http://localhost:3000/,https://studio.example" });
    expect(env.JWT_SECRET).toBe(LOCAL_JWT_SECRET);
    expect(env.ALLOWED_REDIRECT_ORIGINS).toEqual([
      "http://localhost:3000",
      "https://studio.example",
    ]);
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1", "::1"]);
    expect(env.RATE_LIMIT_LOGIN_PER_MINUTE).toBe(10);
  });

  it("requires a JWT_SECRET of 32 characters or more in production", () => {
    expect(() => loadEnv({ ...production, JWT_SECRET: undefined })).toThrow(
      "JWT_SECRET: required in production",
    );
    expect(() => loadEnv({ ...production, JWT_SECRET: "too short" })).toThrow(
      "JWT_SECRET: must be at least 32 characters",
    );
    expect(loadEnv(production).JWT_SECRET).toBe(production.JWT_SECRET);
  });

  it("refuses production without a download key or a payment provider", () => {
    expect(() => loadEnv({ ...production, DOWNLOAD_SECRET: undefined })).toThrow(
      "DOWNLOAD_SECRET: required in production",
    );
    expect(() => loadEnv({ ...production, STRIPE_SECRET_KEY: undefined })).toThrow(
      "STRIPE_SECRET_KEY: required in production",
    );
    // A staging deployment may choose the embedded test provider explicitly.
    expect(
      loadEnv({ ...production, STRIPE_SECRET_KEY: undefined, ALLOW_TEST_PAYMENTS: "true" })
        .ALLOW_TEST_PAYMENTS,
    ).toBe(true);
  });

  it("names a bad proxy address, SMTP URL or rate limit", () => {
    expect(() => loadEnv({ TRUSTED_PROXIES: "127.0.0.1,proxy.local" })).toThrow("TRUSTED_PROXIES");
    expect(() => loadEnv({ SMTP_URL: "http://mail.example" })).toThrow("SMTP_URL");
    expect(() => loadEnv({ RATE_LIMIT_CONTACT_PER_MINUTE: "0" })).toThrow(
      "RATE_LIMIT_CONTACT_PER_MINUTE",
    );
  });

  it("accepts CIDR ranges of trusted proxies", () => {
    expect(loadEnv({ TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });
});
