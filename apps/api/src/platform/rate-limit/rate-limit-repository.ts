import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";

/**
 * A rate as GCRA (the generic cell rate algorithm) keeps it: `limit` calls per `windowSeconds`,
 * one every `windowSeconds / limit` seconds on average, `limit` of them at once at most.
 * docs/adr/0032-rate-limits-by-gcra.md says why this and not fixed windows.
 */
export interface Rate {
  limit: number;
  windowSeconds: number;
}

export interface Hit {
  allowed: boolean;
  /** Seconds until a call would pass again (0 when this one passed). */
  retryAfterSeconds: number;
}

/**
 * Each key holds one timestamp, its theoretical arrival time (TAT): when its counter would be
 * empty again. A call adds one emission interval (`window / limit`) to it, counted from now if
 * the TAT has passed; the call passes when the TAT stays within one window of now. So `limit`
 * calls may come at once, then one per interval, and no turn of a clock lets a second burst in.
 *
 * `at` is the call's moment. Unset, it is the database's clock, so every replica counts on the
 * same one; tests name moments to play a minute's turn without waiting for it.
 */
function moment(at: Date | undefined): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * The call's moment as the clock reads at each use (`clock_timestamp()`), not the transaction's
 * start: the update and the count, which run once the upsert holds the counter's row, read the
 * time then. Calls in parallel start in one order and take the row in another; read at its
 * start, a call that waited behind a later one would stand a few milliseconds further ahead than
 * it is, and a count of whole calls would read one more (ADR 0032). The uses differ by
 * microseconds, which can only make a count a fraction lower.
 */
function momentOnceLocked(at: Date | undefined): SQL {
  return at ? moment(at) : sql`clock_timestamp()`;
}

const seconds = (value: number): SQL => sql`make_interval(secs => ${value})`;

/**
 * The seconds between calls at the steady rate, in whole microseconds (PostgreSQL's resolution)
 * and rounded down, so that `limit` intervals never add up to more than the window.
 */
const emissionInterval = (rate: Rate) =>
  Math.floor((rate.windowSeconds / rate.limit) * 1_000_000) / 1_000_000;

/**
 * Counts one call against `key` if it conforms to the rate; a refused call is not counted. One
 * statement: the row is locked by the upsert, so concurrent calls (on any replica) each see the
 * one before, and none is lost. The refused call's wait is read from the statement's snapshot;
 * under contention it may be a moment short, which only makes the advice early.
 */
export async function hitRate(db: Db, key: string, rate: Rate, at?: Date): Promise<Hit> {
  const now = moment(at);
  const interval = emissionInterval(rate);
  const result = await db.execute(sql`
    with hit as (
      insert into rate_limits as counter (key, tat)
      values (${key}, ${now} + ${seconds(interval)})
      on conflict (key) do update
        set tat = greatest(counter.tat, ${now}) + ${seconds(interval)}
        where greatest(counter.tat, ${now}) + ${seconds(interval)}
          <= ${now} + ${seconds(rate.windowSeconds)}
      returning tat
    )
    select
      exists (select 1 from hit) as allowed,
      (select extract(epoch from (tat - ${now})) from rate_limits where key = ${key}) as ahead
  `);
  const row = firstRow<{ allowed: boolean; ahead: string | number | null }>(result);
  if (row?.allowed) return { allowed: true, retryAfterSeconds: 0 };
  // The next call passes once the TAT is no more than a window less one interval ahead.
  const ahead = row?.ahead == null ? rate.windowSeconds : Number(row.ahead);
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil(ahead + interval - rate.windowSeconds)),
  };
}

/**
 * Counts one call against `key` whatever the rate, and answers how many calls it now stands
 * beyond `rate.limit` (0 while within it; fractional as earlier calls age). For a cap that slows
 * rather than refuses: the count keeps growing past the limit, but never more than `maxOver`
 * calls beyond it, so once the calls stop the excess is gone within `maxOver` intervals and the
 * whole count within a window more.
 */
export async function countBeyondRate(
  db: Db,
  key: string,
  rate: Rate,
  maxOver: number,
  at?: Date,
): Promise<number> {
  const now = momentOnceLocked(at);
  const interval = emissionInterval(rate);
  const ceiling = sql`${now} + ${seconds(rate.windowSeconds + maxOver * interval)}`;
  const result = await db.execute(sql`
    insert into rate_limits as counter (key, tat)
    values (${key}, ${now} + ${seconds(interval)})
    on conflict (key) do update
      set tat = least(greatest(counter.tat, ${now}) + ${seconds(interval)}, ${ceiling})
    returning extract(epoch from (tat - ${now})) as ahead
  `);
  const ahead = Number(firstRow<{ ahead: string | number }>(result)?.ahead ?? 0);
  // Microsecond rounding of the interval must not read as one more call.
  const over = ahead / interval - rate.limit;
  return over > 1e-6 ? Math.min(over, maxOver) : 0;
}

/**
 * Takes one call back from `key` (an attempt that proved not to be what the limit counts).
 * A TAT already past needs nothing: the counter is empty.
 */
export async function takeBackHit(db: Db, key: string, rate: Rate, at?: Date): Promise<void> {
  const now = moment(at);
  await db.execute(sql`
    update rate_limits set tat = tat - ${seconds(emissionInterval(rate))}
    where key = ${key} and tat > ${now}
  `);
}

/**
 * Forgets counters that have emptied: a key whose TAT has passed counts the same as no key, so
 * deleting it changes no answer, even beside a call counting on it at that moment.
 */
export async function deleteEmptyCounters(db: Db, at?: Date): Promise<number> {
  const result = await db.execute(sql`
    with gone as (delete from rate_limits where tat < ${moment(at)} returning 1)
    select count(*)::int as deleted from gone
  `);
  return Number(firstRow<{ deleted: number }>(result)?.deleted ?? 0);
}

/** Both drivers answer a raw statement with `{ rows }`; drizzle types it as unknown. */
function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0];
}
