import { readFileSync } from "node:fs";
import { type BuiltStore, readStore } from "@meridian/content/store";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/db/database";
import { type Env, loadEnv } from "../../src/env";
import { type App, createApp } from "../../src/http/app";
import { createLogger } from "../../src/logger";

export interface TestApp {
  app: App;
  database: Database;
  env: Env;
  /** POSTs a GraphQL operation to /graphql in-process and returns the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

const logger = createLogger("silent");

let store: Promise<BuiltStore> | undefined;
/** The real catalogue's built store (turbo builds content before the API's tests). */
export function testStore(): Promise<BuiltStore> {
  store ??= readStore();
  return store;
}

/**
 * Opens the database of the project under test (TEST_DB), already migrated by the global
 * setup: PostgreSQL shared by this run's files, or a private PGlite copy per file.
 */
export function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === "postgres") {
    return openDatabase({ kind: "postgres", url: inject("postgresUrl"), poolSize: 10, logger });
  }
  const dump = readFileSync(inject("pgliteDump"));
  return openDatabase({ kind: "pglite", loadDataDir: new Blob([dump]), logger });
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides });
  const database = await openTestDatabase();
  const app = createApp({ database, env, logger, store: await testStore() });
  const request = (path: string, init?: RequestInit) =>
    app.fetch(new Request(`http://api.test${path}`, init));
  return {
    app,
    database,
    env,
    request,
    async graphql(query, variables, headers) {
      const response = await request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
