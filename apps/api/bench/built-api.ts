import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

export interface BuiltApi {
  origin: string;
  pid: number;
  stop(): void;
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
  const stop = () => child.kill("SIGTERM");
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
