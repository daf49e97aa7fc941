import type { Db } from "../db/database";
import { insertJob } from "./job-repository";

/**
 * Queues a job: a row, so it survives a restart. Pass the transaction's `tx` as `db` to queue
 * it together with the change it follows from (all or nothing). `payload` must be JSON.
 */
export function enqueueJob(db: Db, kind: string, payload: unknown, runAt?: Date): Promise<string> {
  return insertJob(db, { kind, payload, ...(runAt ? { runAt } : {}) });
}
