// Runs the cluster of scripts/cluster-topology.mjs on loopback (issue 15): a PostgreSQL
// database of its own, the production artefacts copied outside the repository, two API
// replicas, two foundry replicas, the studio, the launcher and the admin site, behind nginx on free
// ports, with secrets generated for the run. Used by `npm run cluster` and `npm run
// test:cluster`. Plain Node, no dependencies.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiDeployArgs } from "./api-deploy.mjs";
import { ensureNginx, NGINX, prepareNginx } from "./cluster-nginx.mjs";
import {
  API_REPLICAS,
  clusterProcesses,
  NO_OUTSIDE_SERVICES,
  SITE_REPLICAS,
  SITES,
} from "./cluster-topology.mjs";
import { childEnv, log, postgresServer, repoRoot, run, tcpAnswers } from "./lib.mjs";
import { trustAuthority } from "./tls-certificate.mjs";

/** Binds a server to a port of the kernel's choice and keeps it there. */
function holdPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

/**
 * `count` different ports nobody listens on now. All are held until all are chosen: a port
 * chosen and released at once can come back from the kernel for the next name, and two
 * replicas given one port fail as one that cannot start while another site answers for it.
 */
async function freePorts(count) {
  const servers = [];
  try {
    for (let index = 0; index < count; index += 1) servers.push(await holdPort());
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

async function freePort() {
  const [port] = await freePorts(1);
  return port;
}

const secret = () => randomBytes(32).toString("base64url");

function psqlBinary() {
  if (spawnSync("psql", ["--version"], { stdio: "ignore" }).status === 0) return "psql";
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : [];
  const [version] = versions.sort().reverse();
  if (version) return `/usr/lib/postgresql/${version}/bin/psql`;
  throw new Error("psql is missing: install Debian's postgresql-client");
}

/**
 * A PostgreSQL server: `serverUrl` (the machine's, 127.0.0.1:5432, by default) when it answers;
 * otherwise, as root, Debian's postgresql in a private trust-auth cluster for this run, as
 * `npm test` does. Then a fresh database on it owned by a role of its own, both dropped by
 * `drop()`. The role's password is as `openssl rand -base64` makes them, with `/`, `+` and `=`,
 * and comes apart from the URL, as compose gives it (DATABASE_PASSWORD): a server that asks
 * for passwords checks it; a trust-auth one (this machine's) only sees the URL parsed right.
 */
export async function createDatabase(workDir, serverUrl) {
  // The private cluster's folder must be reachable by the postgres user.
  chmodSync(workDir, 0o755);
  const server = await postgresServer(serverUrl, {
    dataDir: join(workDir, "postgres"),
    port: await freePort(),
  });
  const url = new URL(server.url);
  const name = `meridian_cluster_${process.pid}_${randomBytes(3).toString("hex")}`;
  const password = `/+${randomBytes(16).toString("base64")}`;
  const psql = psqlBinary();
  const admin = url.toString();
  run(psql, [admin, "-qAt", "-c", `CREATE ROLE ${name} LOGIN PASSWORD '${password}'`]);
  run(psql, [admin, "-qAt", "-c", `CREATE DATABASE ${name} OWNER ${name}`]);
  const database = new URL(admin);
  database.username = name;
  database.password = "";
  database.pathname = `/${name}`;
  return {
    url: database.toString(),
    password,
    name,
    drop() {
      for (const statement of [
        `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
        `DROP ROLE IF EXISTS ${name}`,
      ]) {
        spawnSync(psql, [admin, "-qAt", "-c", statement], { stdio: "ignore" });
      }
      server.stop();
    },
  };
}

/**
 * The production artefacts, built (turbo: cached when nothing changed) and copied outside the
 * repository: the API as `pnpm deploy --prod` makes it (dist/ and its production
 * node_modules), each site replica its own copy of the standalone folder.
 */
export function prepareArtefacts(workDir, { build = true } = {}) {
  if (build) {
    log("Building the production artefacts (content, API, sites)");
    run("pnpm", [
      "turbo",
      "run",
      "build",
      "--concurrency=2",
      "--output-logs=errors-only",
      "--filter=@meridian/content",
      "--filter=@meridian/api",
      ...SITES.map((site) => `--filter=@meridian/${site}`),
    ]);
  }
  log(`Copying the artefacts to ${workDir}`);
  const artefacts = { api: join(workDir, "artefacts", "api") };
  run("pnpm", apiDeployArgs(artefacts.api), { stdio: ["ignore", "ignore", "inherit"] });
  for (const site of SITES) {
    const standalone = join(repoRoot, "apps", site, ".next", "standalone");
    if (!existsSync(join(standalone, "packages/next-config/src/site-server.mjs"))) {
      throw new Error(`No standalone artefact in ${standalone}: run the site's build.`);
    }
    artefacts[site] = join(workDir, "artefacts", site);
    cpSync(standalone, artefacts[site], { recursive: true, verbatimSymlinks: true });
  }
  return artefacts;
}

/** Polls `url` until it answers 200, or throws after `timeoutMs`. */
export async function waitForReady(url, timeoutMs = 90_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was not ready within ${timeoutMs / 1000} s`);
}

/** Starts the whole cluster; the returned handle restarts replicas and stops everything. */
export async function startCluster({ serverUrl, build = true, workDir: chosenDir } = {}) {
  ensureNginx();
  const workDir = chosenDir ?? mkdtempSync(join(tmpdir(), "meridian-cluster-"));
  const logsDir = join(workDir, "logs");
  mkdirSync(logsDir, { recursive: true });
  const database = await createDatabase(workDir, serverUrl);
  const cleanups = [() => database.drop()];
  try {
    const artefacts = prepareArtefacts(workDir, { build });
    const names = [...API_REPLICAS, ...SITE_REPLICAS.map(({ name }) => name)];
    const publicSites = ["foundry", "studio", "launcher", "admin", "api", "apiInternal"];
    const chosen = await freePorts(names.length + publicSites.length);
    const ports = Object.fromEntries(names.map((name, index) => [name, chosen[index]]));
    const nginxPorts = Object.fromEntries(
      publicSites.map((key, index) => [key, chosen[names.length + index]]),
    );
    const origin = (port) => `https://localhost:${port}`;
    const place = {
      listen: (name) => ({ host: "127.0.0.1", port: ports[name] }),
      upstreamHost: () => "127.0.0.1",
      publicOrigin: {
        foundry: origin(nginxPorts.foundry),
        studio: origin(nginxPorts.studio),
        launcher: origin(nginxPorts.launcher),
        admin: origin(nginxPorts.admin),
        api: origin(nginxPorts.api),
      },
      apiUrl: `http://127.0.0.1:${nginxPorts.apiInternal}`,
      databaseUrl: database.url,
      databasePassword: database.password,
      // Every process and nginx are on loopback: one address for all of them.
      trustedProxies: { api: "127.0.0.1,::1", site: "127.0.0.1,::1" },
      // No payment provider, mail server or Sentry is reachable from these machines: the
      // embedded test provider, as compose.demo.yaml runs (compose.yaml never does).
      outside: NO_OUTSIDE_SERVICES,
      dataDir: (name) => join(workDir, "data", name),
      contentBuildDir: join(repoRoot, "content", "build"),
      fontPackagesDir: join(repoRoot, "content", "node_modules"),
      contentCacheDir: join(repoRoot, "content", ".cache"),
      secrets: { CONTENT_TOKEN: secret(), JWT_SECRET: secret(), DOWNLOAD_SECRET: secret() },
    };

    const replicas = new Map();
    for (const definition of clusterProcesses(place)) {
      const port = ports[definition.name];
      replicas.set(definition.name, {
        ...definition,
        port,
        cwd: artefacts[definition.kind === "api" ? "api" : definition.site],
        child: null,
      });
    }
    // Each site replica runs from its own copy, as on its own machine.
    for (const replica of replicas.values()) {
      if (replica.kind !== "site") continue;
      const own = join(workDir, "artefacts", replica.name);
      cpSync(replica.cwd, own, { recursive: true, verbatimSymlinks: true });
      replica.cwd = own;
    }
    for (const site of SITES) rmSync(artefacts[site], { recursive: true, force: true });

    /** Only what the topology gives it, and PATH: nothing leaks in from this shell. */
    const launch = (replica) => {
      mkdirSync(replica.env.DATA_DIR ?? logsDir, { recursive: true });
      const output = createWriteStream(join(logsDir, `${replica.name}.log`), { flags: "a" });
      const [command, ...args] = replica.command;
      const child = spawn(command === "node" ? process.execPath : command, args, {
        cwd: replica.cwd,
        env: { PATH: childEnv.PATH, ...replica.env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.pipe(output);
      child.stderr.pipe(output);
      child.exited = new Promise((resolve) =>
        child.once("exit", (code, signal) => resolve({ code, signal })),
      );
      replica.child = child;
      return child;
    };
    const ready = async (replica, timeoutMs) => {
      const child = replica.child;
      await waitForReady(
        `http://127.0.0.1:${replica.port}/readyz`,
        timeoutMs,
        () => child.exitCode === null && child.signalCode === null,
      );
    };
    const startAll = async (kind) => {
      const chosen = [...replicas.values()].filter((replica) => replica.kind === kind);
      for (const replica of chosen) launch(replica);
      await Promise.all(chosen.map((replica) => ready(replica, 120_000)));
    };
    cleanups.push(async () => {
      const running = [...replicas.values()].filter((replica) => replica.child?.exitCode === null);
      for (const replica of running) replica.child.kill("SIGTERM");
      await Promise.all(running.map((replica) => replica.child.exited));
    });

    log("Starting two API replicas (migrations under an advisory lock)");
    await startAll("api");

    log("Starting nginx");
    const nginxDir = join(workDir, "nginx");
    const nginxListen = Object.fromEntries(
      Object.entries(nginxPorts).map(([key, port]) => [key, `127.0.0.1:${port}`]),
    );
    const tls = prepareNginx(nginxDir, place, nginxListen);
    // This process's own requests (the cluster test's) trust it, as a visitor trusts a real one.
    trustAuthority(tls.authority);
    chmodSync(workDir, 0o755);
    const nginxOutput = createWriteStream(join(logsDir, "nginx.log"), { flags: "a" });
    const nginx = spawn(NGINX, tls.args, { stdio: ["ignore", "pipe", "pipe"] });
    nginx.stdout.pipe(nginxOutput);
    nginx.stderr.pipe(nginxOutput);
    const nginxExited = new Promise((resolve) => nginx.once("exit", resolve));
    cleanups.push(async () => {
      if (nginx.exitCode === null) {
        nginx.kill("SIGQUIT");
        await nginxExited;
      }
    });
    for (const port of Object.values(nginxPorts)) {
      const deadline = Date.now() + 10_000;
      while (!(await tcpAnswers("127.0.0.1", port))) {
        if (nginx.exitCode !== null || Date.now() > deadline) {
          throw new Error(`nginx did not start: see ${join(nginxDir, "error.log")}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }

    log("Starting the foundry ×2, the studio, the launcher and the admin site");
    await startAll("site");

    return {
      workDir,
      database,
      place,
      replicas,
      origins: place.publicOrigin,
      /** The authority that signed nginx's certificate, for a client that must trust it. */
      certificateAuthority: tls.authority,
      /** SIGTERM, wait for the exit, start again, wait until ready; with the figures. */
      async restart(name) {
        const began = Date.now();
        const exit = await this.halt(name);
        const stoppedAt = Date.now();
        await this.resume(name);
        return {
          name,
          exitCode: exit.code,
          signal: exit.signal,
          stopMs: stoppedAt - began,
          startMs: Date.now() - stoppedAt,
        };
      },
      /** SIGTERM one replica and wait for its exit: `{ code, signal }`. */
      async halt(name) {
        const replica = replicas.get(name);
        replica.child.kill("SIGTERM");
        return replica.child.exited;
      },
      /** Start a halted replica again and wait until it is ready. */
      async resume(name) {
        const replica = replicas.get(name);
        launch(replica);
        await ready(replica, 120_000);
      },
      logTail(name, lines = 20) {
        const file = join(logsDir, `${name}.log`);
        if (!existsSync(file)) return "";
        return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
      },
      async stop({ keep = false } = {}) {
        for (const cleanup of cleanups.reverse()) {
          try {
            await cleanup();
          } catch (error) {
            console.error(error);
          }
        }
        if (!keep) rmSync(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch {
        // Best effort while failing.
      }
    }
    console.error(`The cluster's logs are in ${logsDir}`);
    throw error;
  }
}
