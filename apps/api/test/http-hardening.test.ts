// Guards the limits a production API needs (issue 13.2, 13.4, 13.5): only the configured site
// origins pass CORS (never `Origin: null`), bodies over the limit are a clear 413 that reaches
// no resolver, introspection is off in production unless configured on, GraphQL answers are
// never stored by a cache, and an unexpected failure tells the caller nothing of the SQL, its
// parameters or the stack, in any mode.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app/app";
import { loadEnv } from "../src/env";
import { fixedContent } from "../src/modules/publishing";
import type { Database } from "../src/platform/db/database";
import { capturingLogger } from "./helpers/capturing-logger";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

const PRODUCTION = {
  NODE_ENV: "production",
  CONTENT_TOKEN: "hardening-test-content-token-0123456789",
  JWT_SECRET: "hardening-test-jwt-secret-0123456789abcdef",
  DOWNLOAD_SECRET: "hardening-test-download-secret-0123456789",
  ALLOW_TEST_PAYMENTS: "true",
  // Production names its folders (DATA_DIR comes from the test app).
  CONTENT_BUILD_DIR: fileURLToPath(new URL("../../../content/build", import.meta.url)),
  FONT_PACKAGES_DIR: fileURLToPath(new URL("../../../content/node_modules", import.meta.url)),
};

let api: TestApp;
let production: TestApp;
beforeAll(async () => {
  api = await createTestApp();
  production = await createTestApp(PRODUCTION);
});
afterAll(async () => {
  await api.close();
  await production.close();
});

const VERSION_QUERY = JSON.stringify({ query: "{ apiVersion }" });

function postGraphql(app: TestApp, headers: Record<string, string>, body = VERSION_QUERY) {
  return app.request("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

describe("CORS", () => {
  it("lets a configured site origin read with credentials", async () => {
    const response = await postGraphql(api, { origin: "http://localhost:3000" });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it.each(["null", "https://evil.example", "http://localhost:3000.evil.example"])(
    "gives Origin: %s no CORS headers, on the request and on its preflight",
    async (origin) => {
      const response = await postGraphql(api, { origin });
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      const preflight = await api.request("/graphql", {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    },
  );

  it("refuses to start with null or a wildcard among the site origins", () => {
    expect(() => loadEnv({ NODE_ENV: "test", SITE_ORIGINS: "http://localhost:3000,null" })).toThrow(
      /SITE_ORIGINS/,
    );
    expect(() => loadEnv({ NODE_ENV: "test", SITE_ORIGINS: "*" })).toThrow(/SITE_ORIGINS/);
  });
});

describe("the request body limit", () => {
  const TWO_MB = 2 * 1024 * 1024;
  const hugeMutation = () =>
    JSON.stringify({
      query:
        "mutation ($email: String!, $source: String!) { subscribeNewsletter(email: $email, source: $source) { subscribed } }",
      variables: { email: `big-${randomUUID()}@example.com`, source: "x".repeat(TWO_MB) },
    });

  it("answers a declared 2 MB body with 413 and a clear message", async () => {
    const body = hugeMutation();
    const response = await postGraphql(api, { "content-length": String(body.length) }, body);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "The request body is larger than 1 MB.",
          extensions: { code: "PAYLOAD_TOO_LARGE" },
        },
      ],
    });
  });

  it("stops reading a streamed body once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= TWO_MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await api.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(TWO_MB);
  });

  it("answers the other routes' bodies the same way", async () => {
    const response = await api.request("/content/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${api.env.CONTENT_TOKEN}`,
      },
      body: "x".repeat(TWO_MB),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [expect.objectContaining({ message: "The request body is larger than 1 MB." })],
    });
  });

  it("still takes a body just under the limit", async () => {
    const padding = " ".repeat(1024 * 1024 - VERSION_QUERY.length - 10);
    const response = await postGraphql(api, {}, `${VERSION_QUERY}${padding}`);
    expect(response.status).toBe(200);
  });
});

describe("introspection", () => {
  const INTROSPECTION = JSON.stringify({ query: "{ __schema { queryType { name } } }" });

  it("is off in production", async () => {
    const body = await (await postGraphql(production, {}, INTROSPECTION)).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/introspection/i);
    // __typename is not introspection: clients ask for it everywhere.
    const typename = await (
      await postGraphql(production, {}, JSON.stringify({ query: "{ __typename apiVersion }" }))
    ).json();
    expect(typename.data.__typename).toBe("Query");
  });

  it("is on in production when configured on, and in development", async () => {
    const configured = await createTestApp({ ...PRODUCTION, GRAPHQL_INTROSPECTION: "true" });
    try {
      const body = await (await postGraphql(configured, {}, INTROSPECTION)).json();
      expect(body.data.__schema.queryType.name).toBe("Query");
    } finally {
      await configured.close();
    }
    const local = await (await postGraphql(api, {}, INTROSPECTION)).json();
    expect(local.data.__schema.queryType.name).toBe("Query");
  });
});

describe("GraphQL answers", () => {
  it("are never stored by a cache", async () => {
    const response = await postGraphql(api, {}, JSON.stringify({ query: "{ cart { id } }" }));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("an unexpected failure", () => {
  it("tells the caller nothing of the SQL, its parameters or the stack, even in development", async () => {
    const { logger, lines } = capturingLogger();
    const failure = new Error(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ada@example.com,$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    );
    const database: Database = {
      ...api.database,
      transaction: () => Promise.reject(failure),
      close: async () => {},
    };
    const app = createApp({
      database,
      env: loadEnv({ NODE_ENV: "development", LOG_LEVEL: "silent", DATA_DIR: api.env.DATA_DIR }),
      logger,
      content: fixedContent(await testStore(), DEFAULT_BUILD_DIR),
    });
    try {
      const response = await app.fetch(
        new Request("http://api.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            query:
              'mutation { userRegister(email: "ada@example.com", password: "quiet harbour lantern 42", passwordConfirmation: "quiet harbour lantern 42", name: "Ada") { errors { message } } }',
          }),
        }),
        { req: { socket: { remoteAddress: "192.0.2.7" } } },
      );
      const text = await response.text();
      expect(JSON.parse(text).errors).toEqual([
        expect.objectContaining({ message: "Unexpected error." }),
      ]);
      expect(text).not.toMatch(/insert into|params|argon2|password_hash|stack|at /i);
      // The operator still learns what happened.
      expect(JSON.stringify(lines)).toContain("Failed query");
    } finally {
      await app.close();
    }
  });
});
