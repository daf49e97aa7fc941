import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates and migrates a database of this run's own on the server; drops it afterwards. */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `The PostgreSQL integration tests need a server at ${serverUrl} (set TEST_DATABASE_URL). ` +
        `'npm test' starts one; by hand: apt-get install -y postgresql && pg_ctlcluster 15 main start. ` +
        `(${(error as Error).message})`,
    );
  }
  const name = `meridian_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Migrate once here: test files run in parallel and must not race to create the schema.
  const migrator = new pg.Client({ connectionString: url.toString() });
  await migrator.connect();
  await migrate(drizzle(migrator), {
    migrationsFolder: new URL("../../drizzle", import.meta.url).pathname,
  });
  await migrator.end();
  project.provide("postgresUrl", url.toString());

  return async () => {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
