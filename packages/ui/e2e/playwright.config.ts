import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS, CHROMIUM_PATH, e2eReporters } from "@meridian/e2e/config";
import { defineConfig, devices } from "@playwright/test";

/**
 * The Storybook smoke test: the static build (`pnpm --filter @meridian/ui build-storybook`)
 * served on 127.0.0.1:3106 by serve-storybook.mjs, opened in Debian's Chromium.
 */
const PORT = 3106;

export default defineConfig({
  testDir: ".",
  outputDir: "../test-results",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: e2eReporters("../test-results"),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
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
  webServer: {
    command: "node serve-storybook.mjs",
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    url: `http://127.0.0.1:${PORT}/index.json`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
