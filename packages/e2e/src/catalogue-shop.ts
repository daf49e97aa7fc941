import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A second shop for a spec that needs a catalogue other than the demo one: a copy of content/
 * whose site.yaml says otherwise, built into a folder of its own (the fonts and images come from
 * content/.cache, so the build takes seconds), an API serving it on an empty embedded database,
 * and the foundry's and the studio's production builds reading that API. Every server listens on
 * a free port of 127.0.0.1, beside the suite's own, and stops with `close()`.
 */
export interface CatalogueShop {
  foundry: string;
  studio: string;
  api: string;
  close(): Promise<void>;
}

/**
 * site.yaml values to replace, by key: each key must occur exactly once in the file, e.g.
 * `{ onlineFactor: 0.8, freeShippingOverGbp: 50 }` under `shop:`.
 */
export type SiteYamlValues = Record<string, string | number>;

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const contentDir = join(repoRoot, "content");
/** Everything in content/ but the catalogue's sources. */
const NOT_SOURCES = new Set(["build", ".cache", "node_modules", "src", "package.json"]);

/** Builds a copy of the demo catalogue with `site` replaced in its site.yaml, and serves it. */
export async function startCatalogueShop(site: SiteYamlValues): Promise<CatalogueShop> {
  const dir = await mkdtemp(join(tmpdir(), "meridian-catalogue-"));
  const servers: Server[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const [apiPort, foundryPort, studioPort] = [
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const api = `http://127.0.0.1:${apiPort}`;
    const foundry = `http://127.0.0.1:${foundryPort}`;
    const studio = `http://127.0.0.1:${studioPort}`;

    const sources = join(dir, "sources");
    await cp(contentDir, sources, {
      recursive: true,
      filter: (path) => !NOT_SOURCES.has(path.slice(contentDir.length + 1).split("/")[0] ?? ""),
    });
    await symlink(join(contentDir, "node_modules"), join(sources, "node_modules"));
    const siteYaml = join(sources, "site.yaml");
    // The foundry's goods cards lead to this shop's studio, not the demo's.
    const values = { goodsShopUrl: `${studio}/goods`, ...site };
    await writeFile(siteYaml, replaceYamlValues(await readFile(siteYaml, "utf8"), values));
    const build = join(dir, "build");
    await run("content build", "node", ["--import", "tsx", "src/cli.ts", "build"], {
      cwd: contentDir,
      env: { CONTENT_SOURCE_DIR: sources, CONTENT_BUILD_DIR: build },
    });

    servers.push(
      start("api", "node", ["--import", "tsx", "src/main.ts"], {
        cwd: join(repoRoot, "apps/api"),
        env: {
          PORT: String(apiPort),
          HOST: "127.0.0.1",
          DATA_DIR: join(dir, "data"),
          DATABASE_URL: "",
          CONTENT_BUILD_DIR: build,
          LOG_LEVEL: "warn",
          NODE_ENV: "test",
          SITE_ORIGINS: `${foundry},${studio}`,
          PUBLIC_API_ORIGIN: api,
          FOUNDRY_URL: foundry,
          STUDIO_URL: studio,
        },
      }),
    );
    await servers[0]!.ready(`${api}/readyz`);
    for (const [name, port] of [
      ["foundry", foundryPort],
      ["studio", studioPort],
    ] as const) {
      const cwd = join(repoRoot, "apps", name);
      const server = ".next/standalone/packages/next-config/src/site-server.mjs";
      if (!existsSync(join(cwd, server))) {
        throw new Error(`the ${name} is not built: run pnpm -F @meridian/${name} build`);
      }
      servers.push(
        start(
          name,
          "node",
          [
            server,
            `.next/standalone/apps/${name}`,
            "--port",
            String(port),
            "--hostname",
            "127.0.0.1",
          ],
          {
            cwd,
            env: {
              API_URL: api,
              FOUNDRY_URL: foundry,
              STUDIO_URL: studio,
              // Every read goes to the API: nothing of another run's catalogue is kept.
              CONTENT_REVALIDATE_SECONDS: "0",
              SHUTDOWN_DELAY_MS: "0",
            },
          },
        ),
      );
    }
    await Promise.all([
      servers[1]!.ready(`${foundry}/healthz`),
      servers[2]!.ready(`${studio}/healthz`),
    ]);
    return { foundry, studio, api, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Replaces `key: value` lines, each key found exactly once (an unknown key is a mistake). */
export function replaceYamlValues(yaml: string, values: SiteYamlValues): string {
  let text = yaml;
  for (const [key, value] of Object.entries(values)) {
    const line = new RegExp(`^(\\s*${key}:) .*$`, "gm");
    const found = text.match(line)?.length ?? 0;
    if (found !== 1) throw new Error(`site.yaml has ${found} lines '${key}:', not one`);
    text = text.replace(line, `$1 ${value}`);
  }
  return text;
}

interface Server {
  ready(url: string): Promise<void>;
  stop(): Promise<void>;
}

interface ProcessOptions {
  cwd: string;
  env: Record<string, string>;
}

/** Starts a process in a group of its own, keeping the tail of its output for errors. */
function start(name: string, command: string, args: string[], options: ProcessOptions): Server {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    async ready(url) {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
        const response = await fetch(url).catch(() => null);
        if (response?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${name} did not answer ${url} in 120 s:\n${output}`);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal(child, "SIGTERM");
      const timer = setTimeout(() => signal(child, "SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    // The negative pid is the process's group: its workers stop with it.
    if (child.pid) process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

/** Runs a process to its end; its output is the error when it fails. */
async function run(name: string, command: string, args: string[], options: ProcessOptions) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${name} failed (${code}):\n${output.slice(-4000)}`);
}

/** A port nothing listens on now, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
