import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** Kills the process and removes its data folder. */
  dispose(): void;
}

/**
 * Starts the API from source as its own process on `port`, on a fresh embedded database, with
 * `env` on top of the test defaults, and resolves once it is ready. Start-up runs migrations on
 * a fresh PGlite and loads the content store: on a busy machine that can take tens of seconds.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "meridian-api-process-"));
  const logs: string[] = [];
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: new URL("../..", import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => logs.push(String(chunk)));
  child.stderr?.on("data", (chunk) => logs.push(String(chunk)));
  const base = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    child,
    port,
    base,
    output: () => logs.join(""),
    dispose() {
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (let attempt = 0; attempt < 900 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return api;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  api.dispose();
  throw new Error(`API did not become ready:\n${api.output()}`);
}
