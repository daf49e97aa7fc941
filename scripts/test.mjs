#!/usr/bin/env node
// `npm test`: installs what the tests need (pnpm, dependencies, Debian's chromium and a
// PostgreSQL server where they are missing) and runs every test: typecheck, lint, unit and API
// integration (PGlite and PostgreSQL), then Playwright end-to-end against production builds,
// then the scale-out cluster (scripts/cluster-test.mjs) restarted under load behind nginx.
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  createStageTimer,
  fileExists,
  installDependencies,
  isRoot,
  log,
  run,
  tcpAnswers,
} from "./lib.mjs";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function aptInstall(packages) {
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    env: { DEBIAN_FRONTEND: "noninteractive" },
  });
}

function ensureChromium() {
  if (fileExists(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  log("Installing Debian's chromium");
  aptInstall(["chromium"]);
}

/**
 * A PostgreSQL server for the integration tests: the one at TEST_DATABASE_URL (default the
 * machine's server on 127.0.0.1:5432) when it answers; otherwise, as root, Debian's postgresql
 * installed if missing and a private trust-auth cluster started on port 55432 for this run.
 */
async function ensurePostgres() {
  const url = new URL(TEST_DATABASE_URL);
  if (await tcpAnswers(url.hostname, Number(url.port || 5432))) return { url: TEST_DATABASE_URL };
  if (process.env.TEST_DATABASE_URL || !isRoot()) {
    throw new Error(
      `No PostgreSQL server answers at ${url.host}. Start one (as root: apt-get install -y postgresql && pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.`,
    );
  }
  if (!fileExists("/usr/lib/postgresql") || readdirSync("/usr/lib/postgresql").length === 0) {
    log("Installing Debian's postgresql");
    aptInstall(["postgresql"]);
  }
  const [version] = readdirSync("/usr/lib/postgresql").sort().reverse();
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const dataDir = join(tmpdir(), "meridian-test-postgres");
  const port = 55432;
  log(`Starting a private PostgreSQL ${version} cluster on port ${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  run("chown", ["postgres:postgres", dataDir]);
  const asPostgres = (args) => run("runuser", ["-u", "postgres", "--", ...args]);
  asPostgres([`${bin}/initdb`, "-D", dataDir, "--auth=trust", "--username=postgres", "-E", "UTF8"]);
  asPostgres([
    `${bin}/pg_ctl`,
    "-D",
    dataDir,
    "-l",
    join(dataDir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => asPostgres([`${bin}/pg_ctl`, "-D", dataDir, "-m", "fast", "stop"]),
  };
}

const timer = createStageTimer();
let failed = false;
let postgres;
try {
  await timer.stage("Install dependencies", () => installDependencies());
  await timer.stage("System packages (chromium, PostgreSQL)", async () => {
    ensureChromium();
    postgres = await ensurePostgres();
  });
  await timer.stage("Typecheck and lint", () =>
    run("pnpm", ["turbo", "run", "typecheck", "lint", "//#lint:repo", "--output-logs=errors-only"]),
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
  await timer.stage("End-to-end tests in Chromium", () =>
    run("pnpm", ["turbo", "run", "test:e2e", "--concurrency=1", "--output-logs=full"], {
      env: { CHROMIUM_PATH, CI: process.env.CI ?? "1" },
    }),
  );
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
}
process.exit(failed ? 1 : 0);
