// Guards the retry in Database.transaction (issue 13 item 3): a transaction that meets a
// deadlock (40P01) or a serialisation failure (40001) is rolled back and run again, so the
// caller sees the second attempt's result and only its writes; any other error reaches the
// caller at once, and a conflict that keeps coming back does after TRANSACTION_ATTEMPTS.
import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type Db, TRANSACTION_ATTEMPTS } from "../src/platform/db/database";
import { carts } from "../src/platform/db/schema";
import { openTestDatabase } from "./helpers/test-app";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Raised by PostgreSQL itself, so it reaches the code as the driver and drizzle report it. */
const raise = (tx: Db, sqlstate: string) =>
  tx.execute(
    sql.raw(
      `do $$ begin raise exception 'raised by the test' using errcode = '${sqlstate}'; end $$`,
    ),
  );

/**
 * A transaction that writes a cart row per attempt and raises `sqlstate` in the first
 * `failures` attempts; the ids of the rows written, attempt by attempt.
 */
async function attempts(sqlstate: string, failures: number) {
  const written: string[] = [];
  const run = database.transaction(async (tx) => {
    const id = randomBytes(16).toString("hex");
    written.push(id);
    await tx.insert(carts).values({ id });
    if (written.length <= failures) await raise(tx, sqlstate);
    return id;
  });
  return { run, written };
}

async function cartsAmong(ids: string[]): Promise<string[]> {
  const rows = await database.db.select({ id: carts.id }).from(carts).where(inArray(carts.id, ids));
  return rows.map((row) => row.id);
}

describe("Database.transaction", () => {
  it.each([
    ["a deadlock", "40P01"],
    ["a serialisation failure", "40001"],
  ])("runs a transaction that met %s again, keeping only the second attempt", async (_, code) => {
    const { run, written } = await attempts(code, 1);
    const result = await run;
    expect(written).toHaveLength(2);
    expect(result).toBe(written[1]);
    expect(await cartsAmong(written)).toEqual([written[1]]);
  });

  it("does not run a transaction again after any other error", async () => {
    const { run, written } = await attempts("23505", 1);
    await expect(run).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(written).toHaveLength(1);
    expect(await cartsAmong(written)).toEqual([]);
  });

  it("gives up on a conflict that keeps coming back, after TRANSACTION_ATTEMPTS", async () => {
    const { run, written } = await attempts("40P01", Number.POSITIVE_INFINITY);
    await expect(run).rejects.toMatchObject({ cause: { code: "40P01" } });
    expect(written).toHaveLength(TRANSACTION_ATTEMPTS);
    expect(await cartsAmong(written)).toEqual([]);
  });
});
