// Guards that the one migrations folder builds the same schema on PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import { openTestDatabase } from "./helpers/test-app";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function tableNames(): Promise<string[]> {
  const result = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe("migrations", () => {
  it("create the application tables", async () => {
    expect(await tableNames()).toContain("newsletter_subscribers");
  });

  it("are recorded, and applying them again changes nothing", async () => {
    const before = await tableNames();
    await database.migrate();
    expect(await tableNames()).toEqual(before);
    const applied = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.count).toBeGreaterThan(0);
  });
});
