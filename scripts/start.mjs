#!/usr/bin/env node
// `npm start`: installs what is needed, builds, and serves the API (embedded database) and the
// sites chosen by SITES (default: foundry,studio,launcher,admin). Ctrl-C stops everything.
import { join } from "node:path";
import {
  createStageTimer,
  installDependencies,
  log,
  onProjectNode,
  repoRoot,
  run,
  start,
  tcpAnswers,
} from "./lib.mjs";

await onProjectNode();

const SITE_PORTS = { foundry: 3000, studio: 3001, launcher: 3002, admin: 3003 };
const API_PORT = 4000;

function chosenSites() {
  const names = (process.env.SITES ?? Object.keys(SITE_PORTS).join(","))
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in SITE_PORTS));
  if (unknown.length > 0 || names.length === 0) {
    console.error(
      `SITES must list some of ${Object.keys(SITE_PORTS).join(", ")} (comma-separated); got "${process.env.SITES}".`,
    );
    process.exit(2);
  }
  return [...new Set(names)];
}

const sites = chosenSites();
const timer = createStageTimer();

await timer.stage("Install", () => installDependencies());
await timer.stage(`Build the content and ${sites.join(", ")}`, () =>
  run("pnpm", [
    "turbo",
    "run",
    "build",
    "--concurrency=2",
    "--output-logs=new-only",
    "--filter=@meridian/content",
    "--filter=@meridian/api",
    ...sites.map((site) => `--filter=@meridian/${site}`),
  ]),
);
console.log(timer.summary());

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  // Each child leads its own process group: signal the group so its own children
  // (next start's next-server) stop too.
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve)))).then(
    () => process.exit(code),
  );
}

function launch(name, workspace, command, args, port, env = {}) {
  const child = start(command, args, {
    cwd: join(repoRoot, workspace),
    env: { PORT: String(port), ...env },
    detached: true,
  });
  child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped unexpectedly (${code ?? signal}); stopping the rest.`);
      stopAll(1);
    }
  });
  children.push(child);
}

log(`Starting the API on :${API_PORT} and ${sites.join(", ")}`);
// The API's artefact, in development: the local keys, the test card provider, GraphiQL.
launch("api", "apps/api", "env", ["NODE_ENV=development", "pnpm", "start"], API_PORT);
for (const site of sites) {
  const port = SITE_PORTS[site];
  // Each site's production artefact, its standalone build, as a deployment starts it; no load
  // balancer polls its readiness here, so Ctrl-C needs no shutdown delay.
  launch(
    site,
    `apps/${site}`,
    "node",
    [
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${site}`,
      "--port",
      String(port),
    ],
    port,
    // The heap limit deploy/Dockerfile gives it (ADR 0029).
    { SHUTDOWN_DELAY_MS: "0", NODE_OPTIONS: "--max-old-space-size=384" },
  );
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

// Say where everything is once it answers.
const waitFor = async (port) => {
  for (let attempt = 0; attempt < 600 && !stopping; attempt++) {
    if (await tcpAnswers("127.0.0.1", port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};
const ready = await Promise.all([API_PORT, ...sites.map((site) => SITE_PORTS[site])].map(waitFor));
if (ready.every(Boolean)) {
  log("Meridian is running:");
  console.log(`  API        http://localhost:${API_PORT}/graphql`);
  for (const site of sites)
    console.log(`  ${site.padEnd(10)} http://localhost:${SITE_PORTS[site]}`);
  console.log("\nPress Ctrl-C to stop.");
}
