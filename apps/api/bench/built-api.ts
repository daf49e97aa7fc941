import { spawn } from "node:child_process";
import { Agent, request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export interface BuiltApi {
  origin: string;
  pid: number;
  /** Asks the process to stop (SIGTERM) and resolves once it has exited and freed its port. */
  stop(): Promise<void>;
}

/**
 * The API's built artefact (`dist/main.mjs`; turbo builds it before `bench`) in a process of its
 * own, configured as deployed apart from the database and the port, and ready to answer.
 */
export async function startBuiltApi(options: {
  /** PostgreSQL; empty for the embedded database in `dataDir`. */
  databaseUrl: string;
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<BuiltApi> {
  const child = spawn("node", ["dist/main.mjs"], {
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: "test",
      // As deploy/Dockerfile and `pnpm start` run it (ADR 0025).
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      // The artefact has no checkout to find them in.
      CONTENT_BUILD_DIR: repo("content/build"),
      FONT_PACKAGES_DIR: repo("content/node_modules"),
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, pid: child.pid!, stop };
    await sleep(250);
  }
  child.kill("SIGKILL");
  throw new Error("the API did not become ready");
}

/**
 * Requests to a started API on keep-alive connections, as a load balancer holds them. A request
 * resolves with the response's first cookie and rejects on an HTTP error or a GraphQL payload
 * error (`"errors":[{`), so a benchmark never counts a failure as a fast answer. A failure
 * names the path asked for.
 */
export function keepAliveClient(origin: string, maxSockets: number) {
  // A site's server closes a connection idle for 5 s (Node's keepAliveTimeout); reused just as
  // it closes, it fails with ECONNRESET. The agent drops its own idle ones first (`timeout`).
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: 4_000 });
  const send = (path: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<string | undefined>((resolve, reject) => {
      const call = request(
        `${origin}${path}`,
        {
          method: body ? "POST" : "GET",
          agent,
          headers: {
            ...(body ? { "content-type": "application/json" } : {}),
            ...headers,
          },
        },
        (response) => {
          let text = "";
          const json = response.headers["content-type"]?.includes("json") ?? false;
          if (json) response.setEncoding("utf8");
          response.on("data", (chunk: string | Buffer) => {
            if (json) text += chunk;
          });
          response.on("end", () => {
            if ((response.statusCode ?? 500) >= 400 || text.includes('"errors":[{')) {
              reject(new Error(`${path}: ${response.statusCode} ${text}`));
            } else resolve(response.headers["set-cookie"]?.[0]?.split(";")[0]);
          });
        },
      );
      call.on("error", (error) => reject(new Error(`${path}: ${error.message}`)));
      call.end(body);
    });
  return { send, close: () => agent.destroy() };
}
