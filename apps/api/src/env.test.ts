import pg from "pg";
import { describe, expect, it } from "vitest";
import { LOCAL_JWT_SECRET, loadEnv } from "./env";

const production = {
  NODE_ENV: "production",
  CONTENT_TOKEN: "a-content-token-of-24-characters",
  JWT_SECRET: "a-signing-key-of-at-least-32-characters",
  DOWNLOAD_SECRET: "a-download-key-of-at-least-32-characters",
  STRIPE_SECRET_KEY: "sk_live_configured",
  DATA_DIR: "/var/lib/meridian",
  CONTENT_BUILD_DIR: "/srv/meridian/content",
  FONT_PACKAGES_DIR: "/srv/meridian/font-packages",
};

/** A local run: the development defaults, asked for. */
const local = { NODE_ENV: "test" };

describe("configuration", () => {
  it("falls back to local keys and the sites' origins when a local run asks for them", () => {
    const env = loadEnv({
      NODE_ENV: "development",
      SITE_ORIGINS: "http://localhost:3000/,https://studio.example",
    });
    expect(env.JWT_SECRET).toBe(LOCAL_JWT_SECRET);
    expect(env.ALLOWED_REDIRECT_ORIGINS).toEqual([
      "http://localhost:3000",
      "https://studio.example",
    ]);
    expect(env.TRUSTED_PROXIES).toEqual(["127.0.0.1", "::1"]);
    expect(env.RATE_LIMIT_LOGIN_PER_MINUTE).toBe(10);
  });

  it("treats an unset NODE_ENV as production: no local keys, no test cards", () => {
    for (const unset of [{}, { NODE_ENV: "" }]) {
      expect(() => loadEnv(unset)).toThrow(
        /CONTENT_TOKEN: required in production[\s\S]*JWT_SECRET: required in production[\s\S]*DOWNLOAD_SECRET: required in production[\s\S]*STRIPE_SECRET_KEY: required in production[\s\S]*DATA_DIR: required in production[\s\S]*CONTENT_BUILD_DIR: required in production[\s\S]*FONT_PACKAGES_DIR: required in production[\s\S]*NODE_ENV is unset, which means production/,
      );
    }
    const { NODE_ENV: _, ...configured } = production;
    expect(loadEnv(configured)).toMatchObject({
      NODE_ENV: "production",
      JWT_SECRET: production.JWT_SECRET,
    });
    expect(loadEnv({ NODE_ENV: "test" }).JWT_SECRET).toBe(LOCAL_JWT_SECRET);
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

  it("refuses production without its folders, naming each, and keeps the ones it is given", () => {
    for (const name of ["DATA_DIR", "CONTENT_BUILD_DIR", "FONT_PACKAGES_DIR"] as const) {
      expect(() => loadEnv({ ...production, [name]: undefined })).toThrow(
        `${name}: required in production`,
      );
      expect(() => loadEnv({ ...production, [name]: "" })).toThrow(
        `${name}: required in production`,
      );
    }
    expect(loadEnv(production)).toMatchObject({
      DATA_DIR: "/var/lib/meridian",
      CONTENT_BUILD_DIR: "/srv/meridian/content",
      FONT_PACKAGES_DIR: "/srv/meridian/font-packages",
    });
    // A local run finds them in the checkout.
    expect(loadEnv(local).CONTENT_BUILD_DIR).toMatch(/\/content\/build$/);
  });

  it("names a bad proxy address, SMTP URL or rate limit", () => {
    expect(() => loadEnv({ ...local, TRUSTED_PROXIES: "127.0.0.1,proxy.local" })).toThrow(
      "TRUSTED_PROXIES",
    );
    expect(() => loadEnv({ ...local, SMTP_URL: "http://mail.example" })).toThrow("SMTP_URL");
    expect(() => loadEnv({ ...local, RATE_LIMIT_CONTACT_PER_MINUTE: "0" })).toThrow(
      "RATE_LIMIT_CONTACT_PER_MINUTE",
    );
  });

  it("gives the driver a database password with /, + and = whole (issue 40)", () => {
    // As `openssl rand -base64 18` makes them, and the URL's own delimiters besides.
    const password = "q7/Zk+0vR2mN8x/Jp4w+Lc==%@:?#";
    const env = loadEnv({
      ...production,
      DATABASE_URL: "postgres://meridian@postgres:5432/meridian",
      DATABASE_PASSWORD: password,
    });
    // What node-postgres connects with, read from the URL the API hands it (the client's
    // parameters are not in its types).
    const { connectionParameters } = new pg.Client({
      connectionString: env.DATABASE_URL,
    }) as unknown as { connectionParameters: Record<string, unknown> };
    expect(connectionParameters).toMatchObject({
      user: "meridian",
      password,
      host: "postgres",
      port: 5432,
      database: "meridian",
    });
    expect(env).not.toHaveProperty("DATABASE_PASSWORD");
  });

  it("names a database password pasted into the URL, given twice or given alone", () => {
    expect(() =>
      loadEnv({ ...local, DATABASE_URL: "postgres://meridian:q7/Zk+0v==@postgres:5432/meridian" }),
    ).toThrow("DATABASE_URL: must be a URL (percent-encode its password)");
    expect(() =>
      loadEnv({
        ...local,
        DATABASE_URL: "postgres://meridian:secret@postgres/meridian",
        DATABASE_PASSWORD: "other",
      }),
    ).toThrow("DATABASE_PASSWORD: DATABASE_URL has a password too");
    expect(() => loadEnv({ ...local, DATABASE_PASSWORD: "secret" })).toThrow(
      "DATABASE_PASSWORD: set without DATABASE_URL",
    );
    // A URL with its password already encoded, as before, is left alone.
    const url = "postgres://meridian:q7%2FZk@postgres:5432/meridian";
    expect(loadEnv({ ...local, DATABASE_URL: url, DATABASE_PASSWORD: "" }).DATABASE_URL).toBe(url);
  });

  it("accepts CIDR ranges of trusted proxies", () => {
    expect(loadEnv({ ...local, TRUSTED_PROXIES: "10.0.0.0/8, fd00::/8" }).TRUSTED_PROXIES).toEqual([
      "10.0.0.0/8",
      "fd00::/8",
    ]);
  });

  it("starts production with no error reports and no metrics listener unless asked", () => {
    const env = loadEnv(production);
    expect(env.SENTRY_DSN).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe("127.0.0.1");
  });

  it.each([
    ["", undefined],
    ["0", undefined],
    ["off", undefined],
    ["9464", 9464],
  ])("reads METRICS_PORT=%j as %j", (value, port) => {
    expect(loadEnv({ ...production, METRICS_PORT: value }).METRICS_PORT).toBe(port);
  });

  it("names a bad metrics port or Sentry DSN", () => {
    expect(() => loadEnv({ ...local, METRICS_PORT: "70000" })).toThrow("METRICS_PORT");
    expect(() => loadEnv({ ...local, METRICS_PORT: "on" })).toThrow("METRICS_PORT");
    expect(() => loadEnv({ ...local, SENTRY_DSN: "not a dsn" })).toThrow("SENTRY_DSN");
    expect(loadEnv({ ...local, SENTRY_DSN: "https://key@o1.ingest.sentry.io/42" }).SENTRY_DSN).toBe(
      "https://key@o1.ingest.sentry.io/42",
    );
  });
});
