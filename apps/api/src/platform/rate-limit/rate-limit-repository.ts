import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

export interface WindowCount {
  count: number;
  /** Seconds until the current window ends. */
  resetsInSeconds: number;
}

/**
 * Counts one more call in the fixed window that holds "now" (the database's clock, so every
 * instance agrees) and returns the new count. One statement: concurrent calls never lose a hit.
 */
export async function countCall(db: Db, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute(sql`
    with bounds as (
      select to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) as window_start
    )
    insert into rate_limits (key, window_start, count)
    select ${key}, window_start, 1 from bounds
    on conflict (key) do update set
      count = case when rate_limits.window_start = excluded.window_start
        then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as resets_in
  `);
  return toWindowCount(result);
}

/** The count of the current window without counting a call (0 when the window has passed). */
export async function readCount(db: Db, key: string, windowSeconds: number): Promise<WindowCount> {
  const result = await db.execute(sql`
    select count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as resets_in
    from rate_limits
    where key = ${key}
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})
  `);
  return toWindowCount(result);
}

/**
 * Takes one call off the current window's count (never below zero). When the window turned
 * after the call was counted, the counter still holds the old window and is left alone — unless
 * another call has counted in the new one already, which then goes uncounted: one call, once an
 * hour at most, in the caller's favour.
 */
export async function uncountCall(db: Db, key: string, windowSeconds: number): Promise<void> {
  await db.execute(sql`
    update rate_limits set count = count - 1
    where key = ${key}
      and count > 0
      and window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})
  `);
}

/** Forgets windows that ended long ago, so the table holds only live counters. */
export async function deleteStaleCounters(db: Db, olderThanSeconds: number): Promise<void> {
  await db.execute(sql`
    delete from rate_limits where window_start < now() - make_interval(secs => ${olderThanSeconds})
  `);
}

/** Both drivers answer a raw statement with `{ rows }`; drizzle types it as unknown. */
function toWindowCount(result: unknown): WindowCount {
  const row = (result as { rows: { count: number; resets_in: number }[] }).rows[0];
  if (!row) return { count: 0, resetsInSeconds: 0 };
  return { count: Number(row.count), resetsInSeconds: Math.max(0, Number(row.resets_in)) };
}
