// Guards the embedded database's data folder (issue 22): a new folder is created (in a child
// process, so initdb's memory is not the API's), what is written survives a restart, and a
// folder that cannot be created is refused with the reason.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { capturingLogger } from "../../../test/helpers/capturing-logger";
import { openDatabase } from "./database";
import { newsletterSubscribers } from "./schema";

const root = mkdtempSync(join(tmpdir(), "meridian-pglite-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const { logger } = capturingLogger();
/** Each case creates a database from nothing: seconds on a quiet machine, more on a busy one. */
const CREATES = { timeout: 120_000 };

describe("PGlite in a data folder", () => {
  it("creates the database, and keeps what was written across a restart", CREATES, async () => {
    const dataDir = join(root, "data");
    const first = await openDatabase({ kind: "pglite", dataDir, logger });
    await first.migrate();
    await first.db
      .insert(newsletterSubscribers)
      .values({ email: "kept@example.com", source: "Footer" });
    await first.close();
    expect(readFileSync(join(dataDir, "pglite", "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);

    const second = await openDatabase({ kind: "pglite", dataDir, logger });
    const rows = await second.db.select().from(newsletterSubscribers);
    await second.close();
    expect(rows.map((row) => row.email)).toEqual(["kept@example.com"]);
  });

  it("says why a data folder could not be created", CREATES, async () => {
    const dataDir = join(root, "blocked");
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "pglite"), "a file where the database's folder should be");
    await expect(openDatabase({ kind: "pglite", dataDir, logger })).rejects.toThrow(
      /^Creating the database in .*blocked\/pglite failed \(exit code 1\): .+/s,
    );
  });
});
