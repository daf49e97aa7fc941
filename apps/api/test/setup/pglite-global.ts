import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * PGlite's first start runs initdb (seconds). Do it once: migrate one database, dump its data
 * directory, and let every test file start from a copy of the dump (well under a second).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "meridian-pglite-"));
  const client = await PGlite.create();
  await migrate(drizzle(client), {
    migrationsFolder: new URL("../../drizzle", import.meta.url).pathname,
  });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
