#!/usr/bin/env node
// `npm test`: installs what the tests need (pnpm, dependencies, Debian's chromium and
// poppler-utils, and a PostgreSQL server where they are missing) and runs every test:
// typecheck, lint, unit and API integration (PGlite and PostgreSQL), then Playwright end-to-end
// against production builds, then the scale-out cluster (scripts/cluster-test.mjs) restarted
// under load behind nginx.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eFailures } from "./e2e-failures.mjs";
import {
  createStageTimer,
  ensureDebianProgram,
  installDependencies,
  onProjectNode,
  postgresServer,
  run,
} from "./lib.mjs";

await onProjectNode();

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A PostgreSQL server for the integration tests: the one at TEST_DATABASE_URL (default the
 * machine's server on 127.0.0.1:5432) when it answers; otherwise, as root and unless
 * TEST_DATABASE_URL names one, a private cluster on port 55432 for this run.
 */
function ensurePostgres() {
  return postgresServer(
    TEST_DATABASE_URL,
    process.env.TEST_DATABASE_URL
      ? undefined
      : { dataDir: join(tmpdir(), "meridian-test-postgres"), port: 55432 },
  );
}

const timer = createStageTimer();
let failed = false;
let postgres;
// When the end-to-end stage began: reports older than that are an earlier run's.
let e2eStartedMs;
try {
  await timer.stage("Install dependencies", () => installDependencies());
  await timer.stage("System packages (chromium, poppler, PostgreSQL)", async () => {
    ensureDebianProgram(CHROMIUM_PATH, "chromium", " or set CHROMIUM_PATH");
    // pdffonts and pdftotext: the API's tests read the fonts of the PDFs it makes.
    ensureDebianProgram("/usr/bin/pdffonts", "poppler-utils");
    postgres = await ensurePostgres();
  });
  await timer.stage("Typecheck and lint", () =>
    run("pnpm", [
      "turbo",
      "run",
      "typecheck",
      "lint",
      "//#lint:repo",
      "//#lint:deps",
      "//#lint:changesets",
      "--output-logs=errors-only",
    ]),
  );
  await timer.stage("Content build (catalogue, fonts, images)", () =>
    run("pnpm", ["turbo", "run", "build", "--filter=@meridian/content", "--output-logs=full"]),
  );
  await timer.stage("Unit and API integration tests (PGlite and PostgreSQL)", () =>
    run("pnpm", ["turbo", "run", "test", "--output-logs=full", "--concurrency=2"], {
      env: { TEST_DATABASE_URL: postgres.url },
    }),
  );
  await timer.stage("Production builds and the UI workbench (Storybook)", () =>
    run("pnpm", [
      "turbo",
      "run",
      "build",
      "build-storybook",
      "--concurrency=2",
      "--output-logs=errors-only",
    ]),
  );
  await timer.stage("End-to-end tests in Chromium", () => {
    e2eStartedMs = Date.now();
    return run("pnpm", ["turbo", "run", "test:e2e", "--concurrency=1", "--output-logs=full"], {
      env: { CHROMIUM_PATH, CI: process.env.CI ?? "1" },
    });
  });
  await timer.stage("Scale-out: the cluster behind nginx, restarted under load", () =>
    run("node", ["scripts/cluster-test.mjs", "--no-install"], {
      env: { TEST_DATABASE_URL: postgres.url },
    }),
  );
} catch (error) {
  failed = true;
  console.error(`\n\x1b[31m${error.message}\x1b[0m`);
} finally {
  postgres?.stop?.();
  console.log(timer.summary());
  const failures = e2eStartedMs ? e2eFailures(process.cwd(), e2eStartedMs) : [];
  if (failures.length > 0) console.log(`\nFailed end-to-end tests:\n${failures.join("\n")}`);
}
process.exit(failed ? 1 : 0);
