import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BuiltStore, DEFAULT_BUILD_DIR, readStore } from "@meridian/content/store";
import { inject } from "vitest";
import { type App, createApp } from "../../src/app/app";
import { type Env, loadEnv } from "../../src/env";
import { fixedContent, type PublishedContent } from "../../src/modules/publishing";
import { type Database, openDatabase } from "../../src/platform/db/database";
import { createLogger, type Logger } from "../../src/platform/logging/logger";
import { type OutboxMessage, readOutbox } from "./outbox";

export interface TestApp {
  app: App;
  database: Database;
  env: Env;
  /**
   * POSTs a GraphQL operation to /graphql in-process and returns the parsed body. Calls come
   * from 127.0.0.1, like the sites' proxy, so an X-Forwarded-For header is believed;
   * `remoteAddress` pretends another peer.
   */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
    options?: { remoteAddress?: string },
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>;
  request(
    path: string,
    init?: RequestInit,
    options?: { remoteAddress?: string },
  ): Promise<Response>;
  /** Runs every due job now (e-mails, trial builds); resolves with how many ran. */
  runDueJobs(): Promise<number>;
  /** The e-mails written to this app's outbox (DATA_DIR/outbox), oldest first. */
  outbox(): Promise<OutboxMessage[]>;
  /**
   * Runs due jobs until an e-mail to `to` (and matching `subject`, when given) is in the
   * outbox. On PostgreSQL another test file's app may be the one that runs the job: it
   * writes to the same DATA_DIR, so waiting finds it all the same.
   */
  waitForMail(to: string, subject?: RegExp): Promise<OutboxMessage>;
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

/**
 * Rate limits high enough never to bite by accident: the PostgreSQL project shares one
 * database (and so the counters) between test files. Rate-limit tests set their own.
 */
const RELAXED_RATE_LIMITS = Object.fromEntries(
  [
    "RATE_LIMIT_LOGIN_PER_MINUTE",
    "RATE_LIMIT_LOGIN_FAILURES_PER_HOUR",
    "RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR",
    "RATE_LIMIT_PASSWORD_RESET_PER_HOUR",
    "RATE_LIMIT_REGISTER_PER_MINUTE",
    "RATE_LIMIT_CONTACT_PER_MINUTE",
    "RATE_LIMIT_TRIAL_PER_MINUTE",
    "RATE_LIMIT_NEWSLETTER_PER_MINUTE",
    "RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE",
    "RATE_LIMIT_PASSWORD_UPDATE_PER_MINUTE",
    "RATE_LIMIT_GUEST_PREVIEW_PER_MINUTE",
    "RATE_LIMIT_VAT_CHECK_PER_MINUTE",
  ].map((name) => [name, "100000"]),
);

/**
 * DATA_DIR (outbox, trial files) of a test app. With PGlite each file has a database, and so
 * jobs, of its own: a private folder, removed on close. On PostgreSQL the files share one
 * database and any app may run any app's jobs, so they share one folder for the run (named
 * after the run's database; left in the temporary directory).
 */
function testDataDir(): { dir: string; removeOnClose: boolean } {
  if (process.env.TEST_DB === "postgres") {
    const run = createHash("sha256").update(inject("postgresUrl")).digest("hex").slice(0, 16);
    const dir = join(tmpdir(), `meridian-api-run-${run}`);
    mkdirSync(dir, { recursive: true });
    return { dir, removeOnClose: false };
  }
  return { dir: mkdtempSync(join(tmpdir(), "meridian-api-")), removeOnClose: true };
}

/**
 * An app over the project's database, with its own DATA_DIR unless the overrides name one, and
 * the real catalogue unless `options.store` gives another (one with a test discount code, say).
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    store?: BuiltStore;
    /** Published content of the app's database (modules/publishing), in place of `store`. */
    content?: (database: Database, env: Env) => Promise<PublishedContent>;
    /** Another database than the project's (a PostgreSQL database of the test's own). */
    database?: () => Promise<Database>;
    logger?: Logger;
  } = {},
): Promise<TestApp> {
  const dataDir = overrides.DATA_DIR ? undefined : testDataDir();
  const ownDataDir = dataDir?.removeOnClose ? dataDir.dir : undefined;
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ...RELAXED_RATE_LIMITS,
    VIES_URL: inject("viesUrl"),
    VIES_TIMEOUT_MS: "500",
    ...(dataDir ? { DATA_DIR: dataDir.dir } : {}),
    ...overrides,
  });
  const database = await (options.database ?? openTestDatabase)();
  const content = options.content
    ? await options.content(database, env)
    : fixedContent(options.store ?? (await testStore()), DEFAULT_BUILD_DIR);
  const app = createApp({
    database,
    env,
    logger: options.logger ?? logger,
    content,
  });
  const request = (path: string, init?: RequestInit, options: { remoteAddress?: string } = {}) =>
    app.fetch(new Request(`http://api.test${path}`, init), {
      req: { socket: { remoteAddress: options.remoteAddress ?? "127.0.0.1" } },
    });
  return {
    app,
    database,
    env,
    request,
    async graphql(query, variables, headers, options) {
      const response = await request(
        "/graphql",
        {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ query, variables }),
        },
        options,
      );
      return response.json();
    },
    runDueJobs: () => app.jobs.runDueJobs(),
    outbox: () => readOutbox(env.DATA_DIR),
    async waitForMail(to, subject) {
      const matches = (message: OutboxMessage) =>
        message.to.includes(to) && (!subject || subject.test(message.subject));
      for (let attempt = 0; attempt < 100; attempt++) {
        await app.jobs.runDueJobs();
        const found = (await readOutbox(env.DATA_DIR)).find(matches);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail to ${to} arrived in the outbox`);
    },
    close: async () => {
      await app.close();
      content.close();
      await database.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
