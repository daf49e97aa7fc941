import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { jobs } from "../db/schema";
import type { JobQueueStats } from "../signals/metrics";

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** Including this run. */
  attempts: number;
  /** The ids of the request that queued the job, if a request did. */
  requestId: string | null;
  traceId: string | null;
}

export async function insertJob(
  db: Db,
  job: { kind: string; payload: unknown; runAt?: Date; requestId?: string; traceId?: string },
): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      requestId: job.requestId ?? null,
      traceId: job.traceId ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error("inserting a job returned no row");
  return row.id;
}

/**
 * Claims up to `limit` due jobs of the given kinds for this runner, in one statement: pending
 * ones whose time has come, and running ones whose lock ran out (their runner died).
 * `for update skip locked` lets two runners claim at once without ever taking the same job;
 * the lock keeps it theirs. Kinds the runner cannot handle stay for one that can (during a
 * rolling deploy, the new version's jobs wait for the new version).
 */
export async function claimDueJobs(
  db: Db,
  kinds: string[],
  limit: number,
  lockSeconds: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const result = await db.execute(sql`
    update jobs set
      status = 'running',
      attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${lockSeconds}),
      updated_at = now()
    where id in (
      select id from jobs
      where kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
        and ((status = 'pending' and run_at <= now())
          or (status = 'running' and locked_until < now()))
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, payload, attempts, request_id, trace_id
  `);
  const rows = (
    result as {
      rows: (Omit<ClaimedJob, "requestId" | "traceId"> & {
        request_id: string | null;
        trace_id: string | null;
      })[];
    }
  ).rows;
  return rows.map(({ request_id, trace_id, ...row }) => ({
    ...row,
    attempts: Number(row.attempts),
    requestId: request_id,
    traceId: trace_id,
  }));
}

/** Only the runner that holds the claim (same attempt, still running) may settle a job. */
const heldBy = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), eq(jobs.status, "running"));

export async function markJobDone(db: Db, job: ClaimedJob): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "done", lockedUntil: null, lastError: null, updatedAt: sql`now()` })
    .where(heldBy(job));
}

/** Puts the job back for `retryInSeconds`, or gives up on it when that is null. */
export async function markJobFailed(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryInSeconds === null
        ? { status: "failed", lockedUntil: null, lastError: error, updatedAt: sql`now()` }
        : {
            status: "pending",
            lockedUntil: null,
            lastError: error,
            runAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
            updatedAt: sql`now()`,
          },
    )
    .where(heldBy(job));
}

/**
 * The one row of a periodic kind has an id derived from the kind, so every process that
 * schedules it names the same row and the primary key keeps it single.
 */
export function periodicJobId(kind: string): string {
  const hex = createHash("sha256").update(`meridian:periodic-job:${kind}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Makes sure the periodic kind's row exists, due now when it is new; an existing one stays. */
export async function schedulePeriodicJob(db: Db, kind: string): Promise<void> {
  await db
    .insert(jobs)
    .values({ id: periodicJobId(kind), kind, payload: {} })
    .onConflictDoNothing({ target: jobs.id });
}

/** A periodic job's run has ended (done or given up): it is due again after its period. */
export async function reschedulePeriodicJob(
  db: Db,
  job: ClaimedJob,
  everySeconds: number,
  error: string | null,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: "pending",
      attempts: 0,
      lockedUntil: null,
      lastError: error,
      runAt: sql`now() + make_interval(secs => ${everySeconds})`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(job));
}

/** Forgets finished jobs after a while; failed ones stay for someone to look at. */
export async function deleteFinishedJobs(db: Db, olderThanSeconds: number): Promise<void> {
  await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, "done"),
        lt(jobs.updatedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    );
}

/** One job kind's queue, as metrics read it. */
/** The queue of each kind in the table, read at a metrics scrape. */
export async function readJobQueueStats(db: Db): Promise<JobQueueStats[]> {
  const due = sql`((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))`;
  const result = await db.execute(sql`
    select
      kind,
      count(*) filter (where ${due})::int as due,
      coalesce(extract(epoch from now() - min(run_at) filter (where ${due})), 0)::float8 as oldest,
      count(*) filter (where status = 'failed')::int as failed
    from jobs
    group by kind
  `);
  const rows = (
    result as { rows: { kind: string; due: unknown; oldest: unknown; failed: unknown }[] }
  ).rows;
  return rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    oldestDueSeconds: Number(row.oldest),
    failed: Number(row.failed),
  }));
}
