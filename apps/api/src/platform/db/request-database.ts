import type { Database } from "./database";

/** The database as one request uses it, knowing whether any of its writes may have landed. */
export interface RequestDatabase extends Database {
  /**
   * True once a transaction of this request has done its work and sent COMMIT: from then on
   * its outcome is the database's, even when the answer never arrives (a restart mid-commit).
   */
  mayHaveCommitted(): boolean;
}

/**
 * Wraps the shared database for one request. Every write a caller would not want made twice
 * goes through `transaction` (rate-limit counters and a session's last-used time are written
 * beside it on purpose: a retried call counts like any other call), so this is what decides
 * whether a failed mutation may safely be sent again (graphql/service-unavailable).
 */
export function requestDatabase(database: Database): RequestDatabase {
  let committing = false;
  return {
    db: database.db,
    kind: database.kind,
    migrate: () => database.migrate(),
    ping: () => database.ping(),
    poolStats: () => database.poolStats(),
    close: () => database.close(),
    transaction: (work) =>
      database.transaction(async (tx) => {
        const result = await work(tx);
        committing = true;
        return result;
      }),
    mayHaveCommitted: () => committing,
  };
}
