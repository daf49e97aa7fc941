import { createApp } from "./app/app";
import { createAdminCommand } from "./create-admin";
import { loadEnv } from "./env";
import {
  deployedContent,
  learnFileHashes,
  openPublishedContent,
  warmPublishing,
} from "./modules/publishing";
import { DEVELOPMENT_STAFF, seedDevelopmentStaff } from "./modules/staff";
import { openDatabase } from "./platform/db/database";
import { startHttpServer } from "./platform/http/server";
import { createLogger } from "./platform/logging/logger";
import { startErrorReports, stopErrorReports } from "./platform/signals/error-reports";
import { type MetricsServer, startMetricsServer } from "./platform/signals/metrics-server";

const env = loadEnv();
const logger = createLogger(env.LOG_LEVEL);
if (startErrorReports(env)) logger.info("error reports go to Sentry");

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE, logger }
    : { kind: "pglite", dataDir: env.DATA_DIR, logger },
);
await database.migrate();
logger.info({ database: database.kind }, "database ready, migrations applied");

if (process.argv[2] === "create-admin") {
  try {
    process.stdout.write(`${await createAdminCommand(process.argv.slice(3), database, env)}\n`);
    process.exitCode = 0;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 1;
  }
  await database.close();
  process.exit();
}
// Development has one staff account of each role (README); production has none by default.
if (env.NODE_ENV === "development" && (await seedDevelopmentStaff(database))) {
  logger.info(
    { accounts: DEVELOPMENT_STAFF.map((account) => account.email) },
    "development staff accounts created",
  );
}

// The current revision of the published content; an empty database imports content/'s build.
const content = await openPublishedContent({
  database,
  logger,
  pollMs: env.CONTENT_POLL_MS,
  ...deployedContent(env),
});
const app = createApp({ database, env, logger, content });
const http = await startHttpServer(app, {
  host: env.HOST,
  port: env.PORT,
  logger,
  headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
});
logger.info({ port: http.port }, `API listening on http://localhost:${http.port}`);
// Once serving: the build cache's hashes, so the first publish of this process hashes only
// what it makes new (ADR 0036), and the drafts checked and built once, so it parses no text and
// reads no font it knows.
setTimeout(async () => {
  const started = performance.now();
  const files = await learnFileHashes(env.CONTENT_CACHE_DIR);
  logger.info({ files, ms: Math.round(performance.now() - started) }, "content cache hashed");
  const checkedAt = performance.now();
  const drafts = await warmPublishing({ database, env, logger }).catch(() => 0);
  logger.info(
    { drafts, ms: Math.round(performance.now() - checkedAt) },
    "drafts checked and built",
  );
}, 2_000).unref();
let metrics: MetricsServer | undefined;
if (env.METRICS_PORT) {
  metrics = await startMetricsServer({
    registry: app.metrics.registry,
    host: env.METRICS_HOST,
    port: env.METRICS_PORT,
    logger,
  });
  logger.info({ port: metrics.port, host: env.METRICS_HOST }, "metrics served at /metrics");
}
// E-mails and trial builds queued in the database, this run's and any a previous run left.
app.jobs.start();

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: readiness fails, in-flight requests finish");
  await http.stop({ delayMs: env.SHUTDOWN_DELAY_MS, graceMs: env.SHUTDOWN_GRACE_MS });
  // Stops job polling and waits for the job in hand before the database closes.
  await app.close();
  content.close();
  await database.close();
  await metrics?.close();
  // What is still queued for Sentry goes before the process ends.
  await stopErrorReports();
  logger.info("stopped");
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}

process.on("unhandledRejection", (reason) => {
  logger.error({ err: reason }, "unhandled promise rejection");
});
