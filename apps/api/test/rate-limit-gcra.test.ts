// Guards the rate limits' counting (issue 40, ADR 0032): one GCRA timestamp per key in the
// database. A burst across the turn of a minute passes the limit once, not twice as fixed
// windows let it; calls then pass at the steady rate; concurrent calls lose no hit; a call taken
// back frees its place; a slow-down count grows past its cap without refusing, within a bound,
// and fades once the calls stop; housekeeping deletes only emptied counters. Moments are named
// (`at`), so no test waits for a clock to turn.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/platform/db/database";
import {
  countBeyondRate,
  deleteEmptyCounters,
  hitRate,
  type Rate,
  takeBackHit,
} from "../src/platform/rate-limit/rate-limit-repository";
import { openTestDatabase } from "./helpers/test-app";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A key of each test's own: on PostgreSQL the files share the table. */
const freshKey = () => `test:${randomUUID()}`;

/**
 * Moments far ahead of the real clock: housekeeping running meanwhile (another file's, on
 * PostgreSQL) deletes only counters emptied by the real clock, never these.
 */
const TURN_OF_A_MINUTE = Date.parse("2100-01-01T12:01:00.000Z");
const at = (offsetMs: number) => new Date(TURN_OF_A_MINUTE + offsetMs);

const TEN_A_MINUTE: Rate = { limit: 10, windowSeconds: 60 };

async function hits(key: string, rate: Rate, moments: Date[]) {
  const answers = [];
  for (const moment of moments) answers.push(await hitRate(database.db, key, rate, moment));
  return answers;
}
const passed = (answers: { allowed: boolean }[]) => answers.filter((hit) => hit.allowed).length;
/** `count` calls at one moment. */
const burst = (count: number, moment: Date) => Array.from({ length: count }, () => moment);

describe("a rate", () => {
  it("lets the limit through a burst across the turn of a minute once, not twice", async () => {
    const key = freshKey();
    // Ten calls in the last tenth of a second of one minute, ten in the first of the next.
    const before = Array.from({ length: 10 }, (_, call) => at(-100 + call));
    const after = Array.from({ length: 10 }, (_, call) => at(100 + call));
    expect(passed(await hits(key, TEN_A_MINUTE, before))).toBe(10);
    expect(passed(await hits(key, TEN_A_MINUTE, after))).toBe(0);
  });

  it("then lets one call through per interval (a minute / the limit), as a steady rate", async () => {
    const key = freshKey();
    await hits(key, TEN_A_MINUTE, burst(10, at(0)));
    const [early] = await hits(key, TEN_A_MINUTE, [at(5_900)]);
    expect(early).toEqual({ allowed: false, retryAfterSeconds: 1 });
    const [due, next] = await hits(key, TEN_A_MINUTE, [at(6_000), at(6_001)]);
    expect(due?.allowed).toBe(true);
    expect(next).toEqual({ allowed: false, retryAfterSeconds: 6 });
    // Over a whole minute after the burst: ten more, one every six seconds, and no eleventh.
    const minute = Array.from({ length: 20 }, (_, call) => at(6_000 + 3_000 * (call + 1)));
    expect(passed(await hits(key, TEN_A_MINUTE, minute))).toBe(10);
  });

  it("answers how long until a call would pass again", async () => {
    const key = freshKey();
    const fivePerHour = { limit: 5, windowSeconds: 3600 };
    await hits(key, fivePerHour, burst(5, at(0)));
    const [refused] = await hits(key, fivePerHour, [at(60_000)]);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 720 - 60 });
  });

  it("loses no call to concurrency: of 30 at once, exactly the limit passes", async () => {
    const key = freshKey();
    const rate = { limit: 7, windowSeconds: 60 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => hitRate(database.db, key, rate, at(0))),
    );
    expect(passed(answers)).toBe(7);
  });

  it("takes a call back, freeing its place", async () => {
    const key = freshKey();
    const rate = { limit: 3, windowSeconds: 60 };
    expect(passed(await hits(key, rate, [at(0), at(0), at(0), at(0)]))).toBe(3);
    await takeBackHit(database.db, key, rate, at(1));
    expect(passed(await hits(key, rate, [at(2), at(3)]))).toBe(1);
  });
});

describe("a slow-down count", () => {
  const FOUR_AN_HOUR: Rate = { limit: 4, windowSeconds: 3600 };
  /** One more call on `key` at `moment`, held at most five beyond the cap. */
  const count = (key: string, moment: Date) =>
    countBeyondRate(database.db, key, FOUR_AN_HOUR, 5, moment);

  it("grows past its cap without refusing, up to its bound", async () => {
    const key = freshKey();
    const over = [];
    for (let call = 0; call < 12; call++) {
      over.push(await count(key, at(call)));
    }
    expect(over.map((value) => Math.ceil(value))).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 5, 5, 5]);
  });

  it("loses no call to concurrency: each call past the cap stands one further", async () => {
    const key = freshKey();
    const over = await Promise.all(burst(12, at(0)).map((moment) => count(key, moment)));
    expect(over.sort((a, b) => a - b)).toEqual([0, 0, 0, 0, 1, 2, 3, 4, 5, 5, 5, 5]);
  });

  it("fades once the calls stop: each quiet interval takes one call off", async () => {
    const key = freshKey();
    for (const moment of burst(20, at(0))) await count(key, moment);
    // The interval is 900 s; the count was held at five beyond the cap.
    expect(Math.ceil(await count(key, at(3_600_000)))).toBe(2);
    // An hour and a half later, nothing is left: the call is the first of a new count.
    expect(await count(key, at(9_000_000))).toBe(0);
  });
});

describe("housekeeping of counters", () => {
  it("deletes the counters that have emptied, and only those", async () => {
    const emptied = freshKey();
    const live = freshKey();
    const minute = { limit: 1, windowSeconds: 60 };
    await hitRate(database.db, emptied, minute, new Date(Date.now() - 2 * 3600_000));
    await hitRate(database.db, live, minute);
    await deleteEmptyCounters(database.db);
    const result = (await database.db.execute(
      sql`select key from rate_limits where key in (${emptied}, ${live})`,
    )) as unknown as { rows: { key: string }[] };
    expect(result.rows.map((row) => row.key)).toEqual([live]);
  });
});
