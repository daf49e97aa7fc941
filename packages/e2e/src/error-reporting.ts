/**
 * Steps of the sites' error-reporting specs (ADR 0016): a browser error thrown on purpose, whether
 * Sentry runs in the page, the page's requests to the ingest, and a second, broken instance of
 * the site's production server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Page, Request } from "@playwright/test";

/** Throws `message` as an uncaught error in the page, as a fault in the site's code would. */
export async function throwInPage(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

/** Whether Sentry's SDK has been loaded and started in the page (its global carrier). */
export function sentryRunning(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const carrier = (window as { __SENTRY__?: Record<string, unknown> & { version?: string } })
      .__SENTRY__;
    const scope = carrier?.version
      ? (carrier[carrier.version] as { defaultCurrentScope?: { getClient(): unknown } })
      : undefined;
    return Boolean(scope?.defaultCurrentScope?.getClient());
  });
}

/** Every request this page sends to the ingest at `dsn`, recorded from now on. */
export function ingestRequests(page: Page, dsn: string): Request[] {
  const origin = new URL(dsn).origin;
  const requests: Request[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(origin)) requests.push(request);
  });
  return requests;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

export interface SiteInstance {
  url: string;
  stop(): void;
}

/**
 * Starts another instance of the site's standalone build (as the Playwright config starts the
 * first) with its own environment, and waits until it is ready.
 */
export async function startSiteInstance(
  appDir: string,
  site: string,
  env: Record<string, string>,
): Promise<SiteInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    "node",
    [
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${site}`,
      "--port",
      String(port),
      "--hostname",
      "127.0.0.1",
    ],
    { cwd: appDir, env: { ...process.env, ...env }, stdio: "ignore", detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The ${site} instance on ${url} was not ready within 60 s`);
}
