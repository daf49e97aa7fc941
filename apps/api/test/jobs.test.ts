// Guards the job runner (DESIGN 4.8): jobs are rows that run when due, failures come back
// later with a growing delay and are given up after the last attempt, a runner that died
// leaves its job to another, and two runners never take the same job. A periodic kind is one
// row: two runners scheduling and polling it run it once, and it is due again a period later,
// failed or not.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../src/env";
import type { Database } from "../src/platform/db/database";
import { jobs } from "../src/platform/db/schema";
import { enqueueJob } from "../src/platform/jobs/enqueue-job";
import { createJobRegistry, type JobHandler } from "../src/platform/jobs/job-registry";
import { createJobRunner } from "../src/platform/jobs/job-runner";
import { createLogger } from "../src/platform/logging/logger";
import type { Mailer } from "../src/platform/mail/mailer";
import { openTestDatabase, testStore } from "./helpers/test-app";

let database: Database;
let other: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  // On PostgreSQL a second pool stands for a second process; PGlite has one connection.
  other = process.env.TEST_DB === "postgres" ? await openTestDatabase() : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const noMail: Mailer = { deliver: async () => {}, close: () => {} };

/** A runner over `db` for one job kind of this test's own (no other runner knows it). */
async function runnerFor(
  kind: string,
  handler: JobHandler,
  db = database,
  maxAttempts = 3,
  everySeconds?: number,
) {
  const store = await testStore();
  const registry = createJobRegistry();
  registry.register(kind, handler, { maxAttempts, ...(everySeconds ? { everySeconds } : {}) });
  return createJobRunner({
    registry,
    context: {
      db: db.db,
      env: loadEnv({ NODE_ENV: "test" }),
      logger: createLogger("silent"),
      mailer: noMail,
    },
    currentStore: () => store,
    pollMs: 50,
  });
}

const jobRow = async (id: string) => {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
};

const uniqueKind = () => `test-${randomUUID()}`;

describe("the job runner", () => {
  it("runs due jobs with their payload and leaves future ones for later", async () => {
    const kind = uniqueKind();
    const seen: unknown[] = [];
    const runner = await runnerFor(kind, async (payload) => {
      seen.push(payload);
    });
    const due = await enqueueJob(database.db, kind, { n: 1 });
    const later = await enqueueJob(database.db, kind, { n: 2 }, new Date(Date.now() + 3_600_000));
    expect(await runner.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(due)).toMatchObject({ status: "done", attempts: 1, lockedUntil: null });
    expect(await jobRow(later)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("retries a failed job after a delay, then succeeds", async () => {
    const kind = uniqueKind();
    let calls = 0;
    const runner = await runnerFor(kind, async () => {
      calls++;
      if (calls === 1) throw new Error("SMTP server unreachable");
    });
    const id = await enqueueJob(database.db, kind, {});
    await runner.runDueJobs();
    const failed = await jobRow(id);
    expect(failed).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "SMTP server unreachable",
    });
    // 30 s for the first retry.
    const delay = (failed.runAt.getTime() - Date.now()) / 1000;
    expect(delay).toBeGreaterThan(20);
    expect(delay).toBeLessThanOrEqual(31);
    expect(await runner.runDueJobs()).toBe(0);

    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await runner.runDueJobs();
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2, lastError: null });
  });

  it("gives a job up after its last attempt", async () => {
    const kind = uniqueKind();
    const runner = await runnerFor(kind, async () => {
      throw new Error("the font file is missing");
    });
    const id = await enqueueJob(database.db, kind, {});
    for (let attempt = 0; attempt < 3; attempt++) {
      await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
      await runner.runDueJobs();
    }
    expect(await jobRow(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "the font file is missing",
    });
  });

  it("takes over a job whose runner died mid-run (its lock ran out)", async () => {
    const kind = uniqueKind();
    let ran = 0;
    const runner = await runnerFor(kind, async () => {
      ran++;
    });
    const id = await enqueueJob(database.db, kind, {});
    await database.db
      .update(jobs)
      .set({ status: "running", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await runner.runDueJobs();
    expect(ran).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("never lets two runners take the same job", async () => {
    const kind = uniqueKind();
    const runs: string[] = [];
    const handler: JobHandler = async (payload) => {
      runs.push((payload as { id: string }).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const first = await runnerFor(kind, handler);
    const second = await runnerFor(kind, handler, other);
    const ids = Array.from({ length: 30 }, (_, index) => `job-${index}`);
    for (const id of ids) await enqueueJob(database.db, kind, { id });
    const [a, b] = await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(a + b).toBe(30);
    expect([...runs].sort()).toEqual([...ids].sort());
  });

  it("runs a periodic kind once per period across runners, failed or not", async () => {
    const kind = uniqueKind();
    let runs = 0;
    let fail = false;
    const handler: JobHandler = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error("the clean-up could not finish");
    };
    const first = await runnerFor(kind, handler, database, 1, 3600);
    const second = await runnerFor(kind, handler, other, 1, 3600);
    await Promise.all([first.schedulePeriodic(), second.schedulePeriodic()]);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(runs).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);

    // Due again: this time it fails, and still comes back after its period, not `failed`.
    fail = true;
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.kind, kind));
    await Promise.all([first.schedulePeriodic(), second.schedulePeriodic()]);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(runs).toBe(2);
    const [failed] = await database.db.select().from(jobs).where(eq(jobs.kind, kind));
    expect(failed).toMatchObject({ status: "pending", lastError: "the clean-up could not finish" });
    expect(failed!.runAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
  });

  it("queues nothing when the change it belongs to rolls back", async () => {
    const kind = uniqueKind();
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, kind, {});
        throw new Error("the enquiry could not be stored");
      }),
    ).rejects.toThrow("the enquiry could not be stored");
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, kind))).toEqual([]);
  });

  it("polls once started and stops cleanly", async () => {
    const kind = uniqueKind();
    let resolveRan: () => void;
    const ran = new Promise<void>((resolve) => {
      resolveRan = resolve;
    });
    const runner = await runnerFor(kind, async () => resolveRan());
    runner.start();
    await enqueueJob(database.db, kind, {});
    await ran;
    await runner.stop();
  });
});
