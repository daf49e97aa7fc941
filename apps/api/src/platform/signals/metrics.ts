import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database";
import type { Logger } from "../logging/logger";
import type { RequestScope } from "../logging/request-scope";

/**
 * The API's Prometheus metrics (docs/adr/0014-api-signals.md; the README lists them). Every
 * label has a fixed set of values: routes and caches are named here, operations are the sites'
 * documents or `other`, status is a class, job kinds are the ones this code registers.
 */
export interface ApiMetrics {
  readonly registry: Registry;
  /** One answered request, in its route's histogram and, for GraphQL, its operation's. */
  observeRequest(scope: RequestScope, status: number, seconds: number): void;
  /** One look-up in a cache of derived files: served from memory or disk, or made. */
  cacheLookup(cache: CacheName, hit: boolean): void;
}

const CACHES = ["subset", "image"] as const;
export type CacheName = (typeof CACHES)[number];

/**
 * From a cached subset (≈ 1 ms) to a slow download (seconds); DESIGN 7.2's budgets, 5 ms and
 * 50 ms, are bucket bounds.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** One read shared by every metric collected in the same scrape. */
function onePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

/** The job queue of one kind, as a scrape reads it from the jobs table (jobs/job-repository). */
export interface JobQueueStats {
  kind: string;
  /** Jobs whose time has come and that no runner holds (or whose runner died). */
  due: number;
  /** How long the longest-waiting of those has been due, in seconds; 0 when none is. */
  oldestDueSeconds: number;
  /** Jobs given up for good, still in the table for someone to look at. */
  failed: number;
}

export interface MetricsDeps {
  database: Database;
  logger: Logger;
  /** Reads the job queue at a scrape; passed in, as the jobs code itself reports to signals. */
  readJobQueueStats(): Promise<JobQueueStats[]>;
}

export function createApiMetrics(deps: MetricsDeps): ApiMetrics {
  const registry = new Registry();
  const httpDuration = new Histogram({
    name: "meridian_api_http_request_duration_seconds",
    help: "Time from a request's arrival to its response's headers, by route and status class.",
    labelNames: ["route", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const graphqlDuration = new Histogram({
    name: "meridian_api_graphql_request_duration_seconds",
    help: "Time to answer a GraphQL request, by operation (the sites' documents, else 'other') and status class.",
    labelNames: ["operation", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: "meridian_api_cache_hits_total",
    help: "Derived files served from a cache (memory or disk), by cache.",
    labelNames: ["cache"] as const,
    registers: [registry],
  });
  const cacheMisses = new Counter({
    name: "meridian_api_cache_misses_total",
    help: "Derived files that had to be made, by cache.",
    labelNames: ["cache"] as const,
    registers: [registry],
  });
  // Both series exist from the start, so a hit ratio is defined before the first miss.
  for (const cache of CACHES) {
    cacheHits.inc({ cache }, 0);
    cacheMisses.inc({ cache }, 0);
  }

  const pool = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  pool(
    "meridian_api_db_pool_max_connections",
    "Connections the database pool may open (PGlite: its one).",
    () => deps.database.poolStats().max,
  );
  pool(
    "meridian_api_db_pool_connections",
    "Connections the database pool has open.",
    () => deps.database.poolStats().open,
  );
  pool(
    "meridian_api_db_pool_idle_connections",
    "Open connections no query is using.",
    () => deps.database.poolStats().idle,
  );
  pool(
    "meridian_api_db_pool_waiting",
    "Queries waiting for a connection (PGlite: transactions queued behind the running one).",
    () => deps.database.poolStats().waiting,
  );

  const jobStats = onePerScrape(async (): Promise<JobQueueStats[] | null> => {
    try {
      return await deps.readJobQueueStats();
    } catch (error) {
      deps.logger.warn({ err: error }, "metrics: the jobs table could not be read");
      return null;
    }
  });
  const jobGauge = (name: string, help: string, value: (stats: JobQueueStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ["kind"] as const,
      registers: [registry],
      async collect() {
        const stats = await jobStats();
        // Without an answer the series go missing for this scrape rather than show old values.
        this.reset();
        for (const kind of stats ?? []) this.set({ kind: kind.kind }, value(kind));
      },
    });
  jobGauge(
    "meridian_api_job_queue_depth",
    "Jobs due and not yet taken by a runner, by kind (read from the jobs table at each scrape).",
    (stats) => stats.due,
  );
  jobGauge(
    "meridian_api_job_oldest_due_age_seconds",
    "How long the longest-waiting due job has waited, by kind; 0 when none is due.",
    (stats) => stats.oldestDueSeconds,
  );
  jobGauge(
    "meridian_api_jobs_failed",
    "Jobs given up for good and still in the table, by kind.",
    (stats) => stats.failed,
  );

  return {
    registry,
    observeRequest(scope, status, seconds) {
      const status_class = statusClass(status);
      httpDuration.observe({ route: scope.route ?? "other", status_class }, seconds);
      if (scope.operation) {
        graphqlDuration.observe({ operation: scope.operation, status_class }, seconds);
      }
    },
    cacheLookup(cache, hit) {
      (hit ? cacheHits : cacheMisses).inc({ cache });
    },
  };
}
