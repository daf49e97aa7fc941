import { DEFAULT_BUILD_DIR } from "@meridian/content/store";
import { createApp } from "../../src/app/app";
import { fixedContent } from "../../src/modules/publishing";
import type { Database, Db } from "../../src/platform/db/database";
import { createLogger } from "../../src/platform/logging/logger";
import { type TestApp, testStore } from "./test-app";

type GraphQLBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

/** A second app over a test app's database, every query seen through `wrap`. */
export interface WrappedApp {
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLBody<T>>;
  close(): Promise<void>;
}

/**
 * Serves the shop API over `api`'s database with drizzle wrapped by `wrap`, both the plain
 * handle and each transaction's: a test can make one kind of statement fail, or refuse the
 * raw `db.transaction` that would bypass `Database.transaction`.
 */
export function appOverWrappedDatabase(api: TestApp, wrap: (db: Db) => Db): Promise<WrappedApp> {
  return appOverDatabase(api, (database) => ({
    ...database,
    db: wrap(database.db),
    transaction: (work) => database.transaction((tx) => work(wrap(tx))),
  }));
}

/** Serves the shop API over `api`'s database as `change` presents it. */
export async function appOverDatabase(
  api: TestApp,
  change: (database: Database) => Database,
): Promise<WrappedApp> {
  // The test app owns the connection.
  const database: Database = { ...change(api.database), close: async () => {} };
  const app = createApp({
    database,
    env: api.env,
    logger: createLogger("silent"),
    content: fixedContent(await testStore(), DEFAULT_BUILD_DIR),
  });
  return {
    async graphql<T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) {
      const response = await app.fetch(
        new Request("http://api.test/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query, variables }),
        }),
        { req: { socket: { remoteAddress: "127.0.0.1" } } },
      );
      return (await response.json()) as GraphQLBody<T>;
    },
    close: () => app.close(),
  };
}

/** `db` with one property replaced; everything else is the real drizzle handle. */
export function overriding(db: Db, property: keyof Db, replacement: unknown): Db {
  return new Proxy(db, {
    get: (target, name) => (name === property ? replacement : Reflect.get(target, name)),
  });
}
