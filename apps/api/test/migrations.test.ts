// Guards that the one migrations folder builds the same schema on PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/platform/db/database";
import { openTestDatabase } from "./helpers/test-app";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Runs raw SQL; PGlite and node-postgres both answer with `rows`. */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableNames(): Promise<string[]> {
  const tables = await rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return tables.map((row) => row.table_name);
}

describe("migrations", () => {
  it("create the application tables", async () => {
    expect(await tableNames()).toContain("newsletter_subscribers");
  });

  it("are recorded, and applying them again changes nothing", async () => {
    const before = await tableNames();
    await database.migrate();
    expect(await tableNames()).toEqual(before);
    const [applied] = await rows<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBeGreaterThan(0);
  });
});
