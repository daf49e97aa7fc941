import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export interface SiteServer {
  origin: string;
  pid: number;
  /** Asks the server to stop (SIGTERM to its process group); resolves once it has exited. */
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * A site's production artefact — its standalone build, started as the Playwright config and the
 * cluster start it — in a process group of its own on 127.0.0.1, with `env` over this process's
 * environment, once it answers `/readyz`. On `port`, or on a free one.
 */
export async function startSiteServer(options: {
  site: string;
  env: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<SiteServer> {
  const { site, env, timeoutMs = 120_000 } = options;
  const port = options.port ?? (await freePort());
  const child = spawn(
    "node",
    [
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${site}`,
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
    ],
    {
      cwd: `${repoRoot}apps/${site}`,
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    return exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, pid: child.pid!, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The ${site} site on ${origin} did not become ready`);
}
