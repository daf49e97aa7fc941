import type { Db } from "../db/database";
import { currentScope } from "../logging/request-scope";
import { insertJob } from "./job-repository";

/**
 * Queues a job: a row, so it survives a restart. Pass the transaction's `tx` as `db` to queue
 * it together with the change it follows from (all or nothing). `payload` must be JSON. The
 * job keeps the ids of the request queueing it: the lines it logs when it runs carry them.
 */
export function enqueueJob(db: Db, kind: string, payload: unknown, runAt?: Date): Promise<string> {
  const scope = currentScope();
  return insertJob(db, {
    kind,
    payload,
    ...(runAt ? { runAt } : {}),
    ...(scope?.requestId ? { requestId: scope.requestId } : {}),
    ...(scope?.traceId ? { traceId: scope.traceId } : {}),
  });
}
