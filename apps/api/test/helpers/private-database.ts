import { type Database, openDatabase } from "../../src/platform/db/database";
import { createLogger } from "../../src/platform/logging/logger";
import { freshPostgres } from "./fresh-postgres";
import { openTestDatabase } from "./test-app";

export interface PrivateDatabase {
  /** Opens it (migrated): pass as `createTestApp`'s `database`. */
  open(): Promise<Database>;
  /** Removes it once the apps over it are closed. */
  drop(): Promise<void>;
}

/**
 * A migrated database no other test file sees, for tests that change the schema under the app
 * or must find their own jobs: PGlite's copy is each file's already; on PostgreSQL, a fresh
 * database of the file's own on the run's server.
 */
export async function privateDatabase(label: string): Promise<PrivateDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    return { open: openTestDatabase, drop: async () => {} };
  }
  const fresh = await freshPostgres(label);
  const open = async () => {
    const database = await openDatabase({
      kind: "postgres",
      url: fresh.url,
      poolSize: 4,
      logger: createLogger("silent"),
    });
    await database.migrate();
    return database;
  };
  return { open, drop: fresh.drop };
}
