import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, stopServer, waitForServer } from "./processes";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export interface SiteShopOptions {
  /** The app's folder under apps/: foundry, studio, launcher or admin. */
  site: string;
  ports: { site: number; api: number };
  /** The API's embedded database and files: a fresh directory for each shop. */
  dataDir: string;
  /** The API's checkout (another commit's, to compare); this one's by default. */
  apiDir?: string;
  /** The site's app folder, its standalone build made; this checkout's by default. */
  siteDir?: string;
  /** The site's path that answers 200 once it is up; "/" by default. */
  readyPath?: string;
  /** More of the API's environment (NODE_ENV is test unless set here). */
  apiEnv?: Record<string, string>;
  /** More of the site's environment. */
  siteEnv?: Record<string, string>;
}

export interface SiteShop {
  siteUrl: string;
  apiUrl: string;
  api: ChildProcess;
  site: ChildProcess;
  /** Resolves once both answer. */
  ready(): Promise<void>;
  /** Stops both and resolves once both have exited (the next shop may take the same ports). */
  stop(): Promise<void>;
}

/**
 * A site and its API as `npm start` runs them, on ports of a benchmark's own: a fresh API on the
 * embedded database from its source, and the site's production build, standalone, with the heap
 * limit a deployment gives it (ADR 0029).
 */
export function startSiteShop(options: SiteShopOptions): SiteShop {
  const siteUrl = `http://127.0.0.1:${options.ports.site}`;
  const apiUrl = `http://127.0.0.1:${options.ports.api}`;
  const api = startServer(
    "node",
    ["--import", "tsx", "src/main.ts"],
    options.apiDir ?? join(repoRoot, "apps/api"),
    {
      PORT: String(options.ports.api),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SITE_ORIGINS: siteUrl,
      PUBLIC_API_ORIGIN: apiUrl,
      ...options.apiEnv,
    },
  );
  const site = startServer(
    "node",
    [
      "--max-old-space-size=384",
      ".next/standalone/packages/next-config/src/site-server.mjs",
      `.next/standalone/apps/${options.site}`,
      "--port",
      String(options.ports.site),
      "--hostname",
      "127.0.0.1",
    ],
    options.siteDir ?? join(repoRoot, "apps", options.site),
    { API_URL: apiUrl, ...options.siteEnv },
  );
  return {
    siteUrl,
    apiUrl,
    api,
    site,
    async ready() {
      await waitForServer(`${apiUrl}/readyz`);
      await waitForServer(`${siteUrl}${options.readyPath ?? "/"}`);
    },
    stop: () => Promise.all([site, api].map(stopped)).then(() => undefined),
  };
}

/** Stops a server and resolves once its process has exited. */
function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  stopServer(child);
  return exited;
}
