import type { Logger } from "../logging/logger";
import { runInScope } from "../logging/request-scope";
import { reportUnexpected } from "../signals/error-reports";
import type { JobContext, JobRegistry } from "./job-registry";
import {
  type ClaimedJob,
  claimDueJobs,
  markJobDone,
  markJobFailed,
  reschedulePeriodicJob,
  schedulePeriodicJob,
} from "./job-repository";

/** A job longer than this is presumed dead and may be claimed again by another runner. */
const LOCK_SECONDS = 10 * 60;
const BATCH = 5;

/** 30 s, 1 min, 2 min, 4 min … at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface JobRunner {
  /** Runs every job that is due now, jobs they queue included; resolves with how many ran. */
  runDueJobs(): Promise<number>;
  /** Makes sure each periodic kind has its row (due now if it is new). start() does it too. */
  schedulePeriodic(): Promise<void>;
  /** Polls every `pollMs` until stopped, having scheduled the periodic kinds. */
  start(): void;
  /** Stops polling and waits for the job in hand (at most `waitMs`; its lock lets another runner retry it). */
  stop(waitMs?: number): Promise<void>;
}

export interface JobRunnerOptions {
  registry: JobRegistry;
  /** What every job is given but the content, which is read as each job starts. */
  context: Omit<JobContext, "store">;
  /** The published content's store now (a job reads the revision served as it starts). */
  currentStore: () => JobContext["store"];
  pollMs: number;
}

/**
 * Processes the jobs table in-process, one job at a time (trial builds are CPU work; the API
 * serves requests meanwhile). Any number of runners, in any number of processes, may poll the
 * same table: claims never overlap. Periodic work (housekeeping) is a job kind too, one row
 * claimed like any other, so each period it runs in one process, not in every replica.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { registry, context, pollMs } = options;
  const logger: Logger = context.logger.child({ component: "jobs" });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = true;
  let scheduled = false;

  /** A job runs in a scope of its own, carrying the ids of the request that queued it. */
  function runInJobScope(job: ClaimedJob): Promise<void> {
    return runInScope(
      {
        ...(job.requestId ? { requestId: job.requestId } : {}),
        ...(job.traceId ? { traceId: job.traceId } : {}),
        jobKind: job.kind,
      },
      () => runOne(job),
    );
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const kind = registry.get(job.kind);
    if (!kind) throw new Error(`claimed a job of unknown kind '${job.kind}'`);
    if (job.attempts > kind.maxAttempts) {
      const reason = "gave up: its runner stopped mid-run too often";
      if (kind.everySeconds)
        await reschedulePeriodicJob(context.db, job, kind.everySeconds, reason);
      else await markJobFailed(context.db, job, reason, null);
      return;
    }
    const started = performance.now();
    try {
      await kind.handler(job.payload, { ...context, store: options.currentStore() });
      if (kind.everySeconds) await reschedulePeriodicJob(context.db, job, kind.everySeconds, null);
      else await markJobDone(context.db, job);
      logger.info(
        { job: job.id, kind: job.kind, ms: Math.round(performance.now() - started) },
        "job done",
      );
    } catch (error) {
      const giveUp = job.attempts >= kind.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      if (giveUp && kind.everySeconds) {
        // Periodic work is never given up for good: the next period tries afresh.
        await reschedulePeriodicJob(context.db, job, kind.everySeconds, message);
      } else {
        await markJobFailed(
          context.db,
          job,
          message,
          giveUp ? null : retryDelaySeconds(job.attempts),
        );
      }
      logger[giveUp ? "error" : "warn"](
        { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
        giveUp ? "job failed for good" : "job failed; will retry",
      );
      // A failure that will be retried may be passing (an SMTP server away); the last is not.
      if (giveUp) reportUnexpected(error);
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    // Jobs queued by jobs (an e-mail after a trial build) are due at once: keep going, but
    // not forever if something keeps queueing.
    for (let round = 0; round < 100; round++) {
      const claimed = await claimDueJobs(context.db, registry.kinds(), BATCH, LOCK_SECONDS);
      if (claimed.length === 0) break;
      for (const job of claimed) {
        await runInJobScope(job);
        count++;
      }
    }
    return count;
  }

  async function schedulePeriodic(): Promise<void> {
    for (const { kind } of registry.periodic()) await schedulePeriodicJob(context.db, kind);
  }

  function runDueJobs(): Promise<number> {
    // One drain at a time per runner; a second caller shares the one in progress.
    running ??= drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function poll() {
    try {
      // Until it has worked once: the database may not answer at the first tick.
      if (!scheduled) {
        await schedulePeriodic();
        scheduled = true;
      }
      await runDueJobs();
    } catch (error) {
      logger.warn({ err: error }, "polling for jobs failed");
    }
  }

  function tick() {
    ticking = poll().finally(() => {
      ticking = undefined;
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  }

  return {
    runDueJobs,
    schedulePeriodic,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop(waitMs = 10_000) {
      stopped = true;
      clearTimeout(timer);
      let timeout: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, waitMs);
      });
      await Promise.race([Promise.all([ticking, running?.catch(() => {})]), gaveUp]);
      clearTimeout(timeout);
    },
  };
}
