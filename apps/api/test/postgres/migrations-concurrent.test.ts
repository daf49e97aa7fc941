// Guards a rolling start of several API replicas (DESIGN 1): when three processes open a fresh
// PostgreSQL database and migrate at the same moment, every one of them comes up, and the
// schema is migrated once (each migration recorded once, every table there).
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../src/platform/db/database";
import { createLogger } from "../../src/platform/logging/logger";
import { freshPostgres } from "../helpers/fresh-postgres";

const logger = createLogger("silent");
const journal = JSON.parse(
  readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
beforeAll(async () => {
  fresh = await freshPostgres("migrate");
});
afterAll(() => fresh.drop());

describe("migrations on PostgreSQL", () => {
  it("let three replicas migrate a fresh database at once: all start, each migration runs once", async () => {
    const replicas: Database[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: fresh.url, poolSize: 2, logger })),
    );
    try {
      const outcomes = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        const applied = await client.query(
          "select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash",
        );
        expect(applied.rows).toHaveLength(journal.entries.length);
        expect(applied.rows.every((row) => row.times === 1)).toBe(true);
        const tables = await client.query(
          "select count(*)::int as count from information_schema.tables where table_name in ('carts', 'jobs', 'trial_archives')",
        );
        expect(tables.rows[0].count).toBe(3);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
    }
  });
});
