// Guards a rolling start of several API replicas (DESIGN 1): when three processes open a fresh
// PostgreSQL database and migrate at the same moment, every one of them comes up, and the
// schema is migrated once (each migration recorded once, every table there).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../../src/db/database";
import { createLogger } from "../../src/logger";

const logger = createLogger("silent");
const journal = JSON.parse(
  readFileSync(new URL("../../drizzle/meta/_journal.json", import.meta.url), "utf8"),
) as { entries: { tag: string }[] };

/** The run's server, reached through its database's URL. */
const serverUrl = () => {
  const url = new URL(inject("postgresUrl"));
  url.pathname = "/postgres";
  return url.toString();
};
const name = `meridian_migrate_${randomBytes(4).toString("hex")}`;
let freshUrl: string;

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  await onServer(`create database ${name}`);
  const url = new URL(inject("postgresUrl"));
  url.pathname = `/${name}`;
  freshUrl = url.toString();
});
afterAll(() => onServer(`drop database if exists ${name} with (force)`));

describe("migrations on PostgreSQL", () => {
  it("let three replicas migrate a fresh database at once: all start, each migration runs once", async () => {
    const replicas: Database[] = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: "postgres", url: freshUrl, poolSize: 2, logger })),
    );
    try {
      const outcomes = await Promise.allSettled(replicas.map((replica) => replica.migrate()));
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
      ]);
      const client = new pg.Client({ connectionString: freshUrl });
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
