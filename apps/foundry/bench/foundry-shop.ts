import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer, stopServer, waitForServer } from "@meridian/e2e/processes";

const appDir = fileURLToPath(new URL("../", import.meta.url));

export interface FoundryShopOptions {
  ports: { site: number; api: number };
  /** The API's embedded database and files: a fresh directory for each shop. */
  dataDir: string;
  /** The API's checkout (another commit's, to compare); this one's by default. */
  apiDir?: string;
  /** The foundry's checkout, its standalone build made; this one's by default. */
  siteDir?: string;
  /** More of the API's environment (NODE_ENV is test unless set here). */
  apiEnv?: Record<string, string>;
  /** More of the site's environment. */
  siteEnv?: Record<string, string>;
}

export interface FoundryShop {
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
 * The foundry's shop as `npm start` runs it, on ports of a benchmark's own: a fresh API on the
 * embedded database from its source, and the foundry's production build, standalone, with the
 * heap limit a deployment gives it (ADR 0029).
 */
export function startFoundryShop(options: FoundryShopOptions): FoundryShop {
  const siteUrl = `http://127.0.0.1:${options.ports.site}`;
  const apiUrl = `http://127.0.0.1:${options.ports.api}`;
  const api = startServer(
    "node",
    ["--import", "tsx", "src/main.ts"],
    options.apiDir ?? join(appDir, "../api"),
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
      ".next/standalone/apps/foundry",
      "--port",
      String(options.ports.site),
      "--hostname",
      "127.0.0.1",
    ],
    options.siteDir ?? appDir,
    { API_URL: apiUrl, ...options.siteEnv },
  );
  return {
    siteUrl,
    apiUrl,
    api,
    site,
    async ready() {
      await waitForServer(`${apiUrl}/readyz`);
      await waitForServer(siteUrl);
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
