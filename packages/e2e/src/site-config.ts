import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type SentryIngest, startSentryIngest } from "@meridian/sentry-ingest";
import { defineConfig, devices, type ReporterDescription } from "@playwright/test";

export type Site = "foundry" | "studio" | "launcher";

/**
 * Added to every end-to-end port, and naming the run's own data dir, so that two runs of one
 * site's suite can go side by side on a shared machine: `E2E_PORT_OFFSET=10` serves the foundry
 * on 3110 with its API on 4110.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);
if (!Number.isInteger(PORT_OFFSET) || PORT_OFFSET < 0 || PORT_OFFSET > 800) {
  throw new Error(
    `E2E_PORT_OFFSET must be a whole number from 0 to 800, not "${process.env.E2E_PORT_OFFSET}"`,
  );
}

/**
 * Ports of the end-to-end servers: apart from the development ones (3000–3002, 4000), and one
 * API per site so the three suites can run side by side. `sentry` is where a spec starts the
 * stand-in for Sentry's ingest (@meridian/sentry-ingest) that the site reports to; `vies` is
 * the stand-in for VIES (@meridian/vies-standin) the API checks VAT numbers with.
 */
export const E2E_PORTS: Record<Site, { site: number; api: number; sentry: number; vies: number }> =
  {
    foundry: {
      site: 3100 + PORT_OFFSET,
      api: 4100 + PORT_OFFSET,
      sentry: 4300 + PORT_OFFSET,
      vies: 4400 + PORT_OFFSET,
    },
    studio: {
      site: 3101 + PORT_OFFSET,
      api: 4101 + PORT_OFFSET,
      sentry: 4301 + PORT_OFFSET,
      vies: 4401 + PORT_OFFSET,
    },
    launcher: {
      site: 3102 + PORT_OFFSET,
      api: 4102 + PORT_OFFSET,
      sentry: 4302 + PORT_OFFSET,
      vies: 4402 + PORT_OFFSET,
    },
  };

/**
 * The site's SENTRY_DSN in the end-to-end runs: the stand-in ingest on its fixed port, which
 * only the error-reporting specs start (nothing listens otherwise, and reports are dropped).
 */
export function e2eSentryDsn(site: Site): string {
  return `http://e2e0000000000000000000000000000@127.0.0.1:${E2E_PORTS[site].sentry}/1`;
}

export type { SentryIngest };

/** Starts the stand-in for Sentry's ingest where the site's SENTRY_DSN sends (one per site). */
export function startE2eSentryIngest(site: Site): Promise<SentryIngest> {
  return startSentryIngest(E2E_PORTS[site].sentry);
}

/**
 * A site's configured public address (FOUNDRY_URL, STUDIO_URL) in the end-to-end runs: the same
 * server as the address the specs open (127.0.0.1), under another name — as behind a proxy or a
 * CDN — so a link built from the browser's address instead of the configured one shows.
 */
export function e2ePublicOrigin(site: Site): string {
  return `http://localhost:${E2E_PORTS[site].site}`;
}

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The end-to-end API's runtime data (database, e-mail outbox, trials), emptied at each start.
 * Specs read the e-mails it sends from `<dir>/outbox/*.eml`.
 */
export function e2eDataDir(site: Site): string {
  return join(tmpdir(), `meridian-e2e-${site}${PORT_OFFSET ? `-${PORT_OFFSET}` : ""}`);
}

/**
 * The end-to-end API's JWT key, so a spec can mint an access token the API trusts, e.g. an
 * already expired one to see the session refresh (spec 4.2, 8).
 */
export const E2E_JWT_SECRET = "meridian-e2e-jwt-secret-for-tests-only-0123456789";

/**
 * Logins per address and e-mail a minute on the end-to-end API (RATE_LIMIT_LOGIN_PER_MINUTE):
 * the API's default, set here so a spec can count to it.
 */
export const E2E_LOGIN_LIMIT = 10;

/**
 * The seller's VAT number the end-to-end API sends with each VIES check, so the stand-in gives
 * consultation numbers as VIES does for a named requester.
 */
export const E2E_VIES_REQUESTER = "IE6388047V";

/** Debian's Chromium; Playwright never downloads a browser on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Without the networking flags Chromium floods the closed network with requests. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The reporters of every suite: the list as it runs; a JSON report, `report.json` in `outputDir`
 * beside the traces, from which `npm test` names the failed tests at the end of its output, where
 * a CI log's tail shows them (scripts/e2e-failures.mjs); and outside CI the HTML report to browse.
 */
export function e2eReporters(outputDir: string): ReporterDescription[] {
  const json: ReporterDescription = ["json", { outputFile: join(outputDir, "report.json") }];
  return process.env.CI ? [["list"], json] : [["list"], json, ["html", { open: "never" }]];
}

/**
 * The Playwright configuration of one site: its production build (`meridian-site`) and a fresh
 * API on an empty embedded database, both started by Playwright and stopped afterwards.
 */
export function defineSiteConfig(site: Site) {
  const ports = E2E_PORTS[site];
  // A running site (a development server, say) to test instead of starting fresh servers.
  const existing = process.env.E2E_BASE_URL;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const dataDir = e2eDataDir(site);
  return defineConfig({
    testDir: "./e2e",
    outputDir: "./test-results",
    fullyParallel: true,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    workers: 2,
    reporter: e2eReporters("./test-results"),
    // A hang guard, not a speed check (speed is `pnpm bench`'s): one limit for every test, with
    // room for our slowest machines, whose Chromium lays out, hydrates and runs axe several times
    // slower than others' (a font page's axe scan alone took 11–15 s on one; whole journeys
    // 45–65 s). A spec sets its own only for more than one journey (a whole sitemap, extra servers).
    timeout: 120_000,
    expect: { timeout: 20_000 },
    use: {
      baseURL: existing ?? `http://127.0.0.1:${ports.site}`,
      trace: "retain-on-failure",
      screenshot: "only-on-failure",
    },
    projects: [
      {
        name: "chromium",
        use: {
          ...devices["Desktop Chrome"],
          launchOptions: {
            executablePath: CHROMIUM_PATH,
            // Without the networking flags Chromium floods the closed network with requests.
            args: CHROMIUM_ARGS,
          },
        },
      },
    ],
    webServer: existing
      ? []
      : [
          {
            // The stand-in for VIES (DESIGN 4.11): no end-to-end run reaches the real service.
            name: "vies",
            command: `node --import tsx src/cli.ts --port ${ports.vies}`,
            cwd: resolve(repoRoot, "packages/vies-standin"),
            url: `http://127.0.0.1:${ports.vies}/check-status`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
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
              NODE_ENV: "test",
              SITE_ORIGINS: `http://127.0.0.1:${ports.site}`,
              // Reset links lead to the configured address only (DESIGN 4.5), not the one opened.
              ALLOWED_REDIRECT_ORIGINS: e2ePublicOrigin(site),
              ...(site === "foundry" ? { FOUNDRY_URL: e2ePublicOrigin(site) } : {}),
              PUBLIC_API_ORIGIN: apiUrl,
              JWT_SECRET: E2E_JWT_SECRET,
              // Every browser of the suite comes from 127.0.0.1: the per-address limits are
              // raised so parallel journeys do not trip them (DESIGN 7.1: limits are configuration).
              RATE_LIMIT_REGISTER_PER_MINUTE: "200",
              RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: "300",
              RATE_LIMIT_LOGIN_PER_MINUTE: String(E2E_LOGIN_LIMIT),
              RATE_LIMIT_CONTACT_PER_MINUTE: "100",
              RATE_LIMIT_TRIAL_PER_MINUTE: "100",
              RATE_LIMIT_VAT_CHECK_PER_MINUTE: "100",
              VIES_URL: `http://127.0.0.1:${ports.vies}`,
              VIES_REQUESTER_VAT_NUMBER: E2E_VIES_REQUESTER,
            },
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: "pipe",
          },
          {
            name: site,
            // The site's production artefact — its standalone build, started by the sites' own
            // server (next start's job, plus X-Forwarded-For from the peer) as a deployment
            // starts it. On 127.0.0.1 it still answers clients bound to other loopback
            // addresses (127.0.0.2…).
            command: `node .next/standalone/packages/next-config/src/site-server.mjs .next/standalone/apps/${site} --port ${ports.site} --hostname 127.0.0.1`,
            url: `http://127.0.0.1:${ports.site}`,
            env: {
              API_URL: apiUrl,
              SENTRY_DSN: e2eSentryDsn(site),
              ...(site === "foundry" ? { FOUNDRY_URL: e2ePublicOrigin(site) } : {}),
              // Its errors reach the run's output: a failed proxy to the API ("Failed to proxy",
              // a 500 to the page) names its cause there. (Not its warnings: Next's proxy warns of
              // its listeners on every proxied response, vercel/next.js#97757.)
              LOG_LEVEL: "error",
            },
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: "pipe",
          },
        ],
  });
}
