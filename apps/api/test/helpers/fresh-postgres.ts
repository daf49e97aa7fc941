import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";

/**
 * An empty database of a test's own on the run's PostgreSQL server, for tests whose replicas
 * must see nobody else's jobs or rows (the run's shared database has every file's). Not
 * migrated: `openDatabase(...).migrate()` does that, as a replica starting would.
 */
export async function freshPostgres(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = new URL(inject("postgresUrl"));
  server.pathname = "/postgres";
  const name = `meridian_${label}_${randomBytes(4).toString("hex")}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: server.toString() });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}
