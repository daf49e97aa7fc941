import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../logging/logger";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The connections of a database and who waits for one, as metrics show them. */
export interface PoolStats {
  /** The most connections the pool may open. */
  max: number;
  /** Connections open now. */
  open: number;
  /** Open connections no query is using. */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` in one transaction. PGlite has a single connection, so its transactions are
   * queued here one at a time; PostgreSQL runs them side by side on the pool. An attempt that
   * meets a deadlock or a serialisation failure is rolled back and `work` runs again (up to
   * TRANSACTION_ATTEMPTS times), so `work` must leave nothing behind outside the transaction
   * that a second run would repeat or contradict.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Applies pending migrations from the one migrations folder. On PostgreSQL under an advisory
   * lock: replicas starting together take turns, and the ones after the first find nothing
   * left to do.
   */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * The pool's connections now. PGlite has one connection: it is busy while a transaction runs,
   * and the transactions queued behind that one are the ones waiting.
   */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/**
 * The key of the session advisory lock migrations run under (an arbitrary number that no other
 * lock of the API uses). Two migrators at once would both try to create drizzle's own schema
 * and table and the first migration's tables, and all but one would fail.
 */
const MIGRATION_LOCK_KEY = 4_000_100_001;

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize: number; logger: Logger }
  /** `dataDir` undefined: in memory. `loadDataDir`: start from a dumped data directory. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File; logger: Logger };

/**
 * The SQLSTATEs after which PostgreSQL has rolled the whole transaction back and the same work
 * may well succeed: serialization_failure and deadlock_detected. Transactions that lock the
 * same rows in different orders can still meet (a payment closing a cart while it changes,
 * say); the client should never hear of it.
 */
const CONFLICT_SQLSTATES = new Set(["40001", "40P01"]);
export const TRANSACTION_ATTEMPTS = 4;
/** The back-off before the second attempt; it doubles for each further one, fully jittered. */
const FIRST_BACKOFF_MS = 10;

/** The conflict's SQLSTATE, on `error` or on the driver error drizzle wraps in it; else undefined. */
function conflictCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    const { code } = cause as { code?: unknown };
    if (typeof code === "string" && CONFLICT_SQLSTATES.has(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `attempt` until it settles with anything but a conflict, at most TRANSACTION_ATTEMPTS
 * times. The random wait keeps two transactions that deadlocked from meeting again in step.
 */
async function retryingConflicts<T>(attempt: () => Promise<T>, logger: Logger): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      const code = conflictCode(error);
      if (tried >= TRANSACTION_ATTEMPTS || !code) throw error;
      // The code only: a wrapped driver error's message carries the statement's parameters.
      logger.warn({ code, attempt: tried }, "transaction conflict; running it again");
      await sleep(Math.random() * FIRST_BACKOFF_MS * 2 ** (tried - 1));
    }
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options) : openPglite(options);
}

function openPostgres(options: { url: string; poolSize: number; logger: Logger }): Database {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  // An idle client's connection can drop (server restart); without this handler the
  // process would crash. The pool replaces the client on the next query.
  pool.on("error", (error) => {
    options.logger.warn({ err: error }, "idle PostgreSQL connection lost");
  });
  // A connection that dies while checked out (a restart mid-query) emits 'error' on its
  // client, where the pool has no listener: without this one the process would crash. The
  // query itself fails and reaches the caller as a retriable error.
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      options.logger.warn({ err: error }, "PostgreSQL connection lost during a query");
    });
  });
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    transaction: (work) =>
      retryingConflicts(() => db.transaction((tx) => work(tx as unknown as Db)), options.logger),
    migrate: async () => {
      // One connection holds the lock and runs the migrations; if it dies, the server lets go.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    poolStats: () => ({
      max: options.poolSize,
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

/**
 * Runs PGlite's initdb for a new data folder in a child process. initdb grows the WebAssembly
 * heap to about 780 MB, and a WebAssembly heap never shrinks: done in the API's own process it
 * would stay that large (415 MB when it opens an existing folder). Nothing to do when the
 * folder already holds a database.
 */
async function createDataDir(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = [
    `const { PGlite } = await import(${JSON.stringify(pglite)});`,
    `const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)} });`,
    "await db.close();",
  ].join("\n");
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else {
        const how = signal ?? `exit code ${code}`;
        reject(new Error(`Creating the database in ${dataDir} failed (${how}): ${stderr.trim()}`));
      }
    });
  });
}

async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
  logger: Logger;
}): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, "pglite");
    if (!options.loadDataDir) await createDataDir(dataDir);
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let queue: Promise<unknown> = Promise.resolve();
  /** Transactions queued or running. */
  let queued = 0;
  return {
    db,
    kind: "pglite",
    // One connection cannot deadlock, but the path is the same as on PostgreSQL; a retry
    // queues again behind the transactions that arrived meanwhile.
    transaction: (work) =>
      retryingConflicts(() => {
        queued++;
        const run = queue
          .then(() => db.transaction((tx) => work(tx as unknown as Db)))
          .finally(() => {
            queued--;
          });
        queue = run.catch(() => undefined);
        return run;
      }, options.logger),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    poolStats: () => ({
      max: 1,
      open: 1,
      idle: queued === 0 ? 1 : 0,
      waiting: Math.max(0, queued - 1),
    }),
    close: () => client.close(),
  };
}
