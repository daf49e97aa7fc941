import type { Env } from "../env";
import { deleteAbandonedVisitorCarts, deleteExpiredSharedCarts } from "../modules/carts";
import { deleteTrialArchivesBefore, TRIAL_LINK_DAYS } from "../modules/enquiries";
import { deleteStaleDrafts } from "../modules/invoices";
import type { StandingFulfilmentDeps } from "../modules/payments";
import { reconcilePayments } from "../modules/payments";
import { deleteExpiredStaffSessions } from "../modules/staff";
import { deleteStaleViesChecks, VIES_CHECK_SECONDS } from "../modules/vat";
import type { Database } from "../platform/db/database";
import type { JobRegistry } from "../platform/jobs/job-registry";
import { deleteFinishedJobs } from "../platform/jobs/job-repository";
import { deleteEmptyCounters } from "../platform/rate-limit/rate-limit-repository";

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** A customer's checkout preview nobody finalised: the account page never shows it. */
const CUSTOMER_DRAFT_SECONDS = 7 * DAY_SECONDS;

export interface ShopLeftovers {
  visitorCarts: number;
  sharedCarts: number;
  guestDrafts: number;
  customerDrafts: number;
}

/**
 * Deletes what shoppers leave behind, after the ages the configuration gives: visitors' carts
 * nobody touched for VISITOR_CART_DAYS, shared carts older than SHARED_CART_DAYS (AdoptCart
 * refuses them by then), guests' previews older than GUEST_DRAFT_HOURS (their checkout cookie
 * has gone) and customers' previews older than a week. Each in a transaction of its own.
 */
export async function deleteShopLeftovers(
  database: Database,
  env: Pick<Env, "VISITOR_CART_DAYS" | "SHARED_CART_DAYS" | "GUEST_DRAFT_HOURS">,
): Promise<ShopLeftovers> {
  return {
    visitorCarts: await database.transaction((tx) =>
      deleteAbandonedVisitorCarts(tx, env.VISITOR_CART_DAYS),
    ),
    sharedCarts: await database.transaction((tx) =>
      deleteExpiredSharedCarts(tx, env.SHARED_CART_DAYS),
    ),
    guestDrafts: await database.transaction((tx) =>
      deleteStaleDrafts(tx, env.GUEST_DRAFT_HOURS * HOUR_SECONDS, { guests: true }),
    ),
    customerDrafts: await database.transaction((tx) =>
      deleteStaleDrafts(tx, CUSTOMER_DRAFT_SECONDS),
    ),
  };
}

/** Deletes trial archives a day after their link expired (grace for clocks and late retries). */
export function deleteExpiredTrialArchives(database: Database): Promise<number> {
  return deleteTrialArchivesBefore(database.db, (TRIAL_LINK_DAYS + 1) * DAY_SECONDS);
}

export const HOUSEKEEPING_JOB = "housekeeping";
const HOUSEKEEPING_EVERY_SECONDS = HOUR_SECONDS;

/**
 * The API's periodic clean-ups. Each runs on its own: one that fails is logged and the rest
 * still run. Every one is also safe to run in several processes at once, though the job
 * runner gives each round to one process.
 */
export function housekeepingTasks(deps: StandingFulfilmentDeps): (() => Promise<void>)[] {
  return [
    () => deleteFinishedJobs(deps.database.db, 7 * DAY_SECONDS),
    async () => {
      await deleteEmptyCounters(deps.database.db);
    },
    async () => {
      await deleteStaleViesChecks(deps.database.db, VIES_CHECK_SECONDS);
    },
    async () => {
      await deleteExpiredTrialArchives(deps.database);
    },
    async () => {
      await deleteExpiredStaffSessions(deps.database.db);
    },
    async () => {
      await reconcilePayments({ ...deps, store: deps.currentStore() });
    },
    async () => {
      const deleted = await deleteShopLeftovers(deps.database, deps.env);
      if (Object.values(deleted).some((count) => count > 0)) {
        deps.logger.info(deleted, "housekeeping: abandoned carts and previews deleted");
      }
    },
  ];
}

/**
 * Housekeeping as an hourly periodic job (jobs/job-runner): one row in the jobs table, claimed
 * by whichever replica polls first, so each hour's round runs once across all of them.
 */
export function registerHousekeeping(registry: JobRegistry, deps: StandingFulfilmentDeps): void {
  const tasks = housekeepingTasks(deps);
  registry.register(
    HOUSEKEEPING_JOB,
    async () => {
      const started = performance.now();
      let failed = 0;
      for (const task of tasks) {
        try {
          await task();
        } catch (error) {
          failed++;
          deps.logger.warn({ err: error }, "housekeeping task failed");
        }
      }
      deps.logger.info(
        { tasks: tasks.length, failed, ms: Math.round(performance.now() - started) },
        "housekeeping done",
      );
    },
    { everySeconds: HOUSEKEEPING_EVERY_SECONDS, maxAttempts: 1 },
  );
}
