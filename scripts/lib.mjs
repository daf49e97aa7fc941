// Helpers for the two top-level commands (npm start, npm test). Plain Node, no dependencies:
// they run before anything is installed.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
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

/**
 * Makes pnpm at the pinned version available on PATH. Corepack fails against this registry,
 * so a missing or different pnpm is installed with npm into .tools/ (git-ignored).
 */
export function ensurePnpm() {
  if (commandVersion("pnpm") === PNPM_VERSION) return;
  log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
  run("npm", [
    "install",
    "--no-save",
    "--no-audit",
    "--no-fund",
    "--prefix",
    ".tools",
    `pnpm@${PNPM_VERSION}`,
  ]);
  const version = commandVersion("pnpm");
  if (version !== PNPM_VERSION)
    throw new Error(`pnpm ${PNPM_VERSION} is not runnable (got ${version})`);
}

export function installDependencies() {
  ensurePnpm();
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
