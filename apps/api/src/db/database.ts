import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Logger } from "../logger";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /**
   * Runs `work` in one transaction. PGlite has a single connection, so its transactions are
   * queued here one at a time; PostgreSQL runs them side by side on the pool.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Applies pending migrations from the one migrations folder. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize: number; logger: Logger }
  /** `dataDir` undefined: in memory. `loadDataDir`: start from a dumped data directory. */
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob | File; logger: Logger };

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
    transaction: (work) => db.transaction((tx) => work(tx as unknown as Db)),
    migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, "pglite");
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: "pglite",
    transaction(work) {
      const run = queue.then(() => db.transaction((tx) => work(tx as unknown as Db)));
      queue = run.catch(() => undefined);
      return run;
    },
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}
