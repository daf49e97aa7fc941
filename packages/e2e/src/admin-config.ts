import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, e2eReporters } from "./site-config";

const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);

/**
 * The admin suite's servers: the admin site, its API, and the foundry and studio that show what
 * staff publish, on ports of their own (the public suites use 3100–3102 and 4100–4102).
 */
export const ADMIN_E2E_PORTS = {
  admin: 3103 + PORT_OFFSET,
  api: 4103 + PORT_OFFSET,
  foundry: 3104 + PORT_OFFSET,
  studio: 3105 + PORT_OFFSET,
};

/** The README's development staff accounts, which the suite's API (in development) creates. */
export const DEVELOPMENT_STAFF = {
  editor: "editor@meridian.test",
  publisher: "publisher@meridian.test",
  admin: "admin@meridian.test",
  password: "meridian-staff-demo",
};

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const siteServer = (site: string, port: number) =>
  `node .next/standalone/packages/next-config/src/site-server.mjs .next/standalone/apps/${site} --port ${port} --hostname 127.0.0.1`;

/**
 * The admin site's Playwright configuration: its production build, a fresh API on an empty
 * embedded database in development (so it creates the README's staff accounts; production
 * creates none), and the foundry's and the studio's builds against that API, to see a publish
 * reach them. One worker: the specs publish, and each publish is the whole catalogue's.
 */
export function defineAdminConfig() {
  const ports = ADMIN_E2E_PORTS;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  // Each site's address for the others: the admin's previews open the foundry and the studio,
  // whose preview bar links back to the admin.
  const addresses = {
    ADMIN_URL: `http://127.0.0.1:${ports.admin}`,
    FOUNDRY_URL: `http://127.0.0.1:${ports.foundry}`,
    STUDIO_URL: `http://127.0.0.1:${ports.studio}`,
  };
  const dataDir = join(tmpdir(), `meridian-e2e-admin${PORT_OFFSET ? `-${PORT_OFFSET}` : ""}`);
  const site = (name: string, port: number, cwd: string) => ({
    name,
    command: siteServer(name, port),
    cwd: resolve(repoRoot, cwd),
    url: `http://127.0.0.1:${port}`,
    env: { API_URL: apiUrl, LOG_LEVEL: "error", ...addresses },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
  });
  return defineConfig({
    testDir: "./e2e",
    outputDir: "./test-results",
    fullyParallel: false,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    workers: 1,
    reporter: e2eReporters("./test-results"),
    timeout: 120_000,
    expect: { timeout: 20_000 },
    use: {
      baseURL: `http://127.0.0.1:${ports.admin}`,
      trace: "retain-on-failure",
      screenshot: "only-on-failure",
    },
    projects: [
      {
        name: "chromium",
        use: {
          ...devices["Desktop Chrome"],
          launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        },
      },
    ],
    webServer: [
      {
        name: "api",
        command: `rm -rf "${dataDir}" && node --import tsx src/main.ts`,
        cwd: resolve(repoRoot, "apps/api"),
        url: `${apiUrl}/readyz`,
        env: {
          PORT: String(ports.api),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          LOG_LEVEL: "warn",
          NODE_ENV: "development",
          SITE_ORIGINS: `${addresses.FOUNDRY_URL},${addresses.STUDIO_URL}`,
          PUBLIC_API_ORIGIN: apiUrl,
          RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "300",
        },
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "pipe",
      },
      site("admin", ports.admin, "apps/admin"),
      site("foundry", ports.foundry, "apps/foundry"),
      site("studio", ports.studio, "apps/studio"),
    ],
  });
}
