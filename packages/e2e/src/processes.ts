import { type ChildProcess, spawn } from "node:child_process";

/**
 * The servers a benchmark starts and stops: each in a process group of its own, so that stopping
 * it stops what it started too.
 */
export function startServer(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): ChildProcess {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops a server started by `startServer` and everything in its process group. */
export function stopServer(child: ChildProcess): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
