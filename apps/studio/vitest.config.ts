import { defineConfig } from "vitest/config";

/**
 * Unit tests of the studio's own logic (header rules, paging, prices, image sources).
 * They are pure and import no styles, so they run in Node without the vanilla-extract plugin;
 * pages and components are covered by the Playwright specs in e2e/. A test that needs a DOM
 * opts in with `// @vitest-environment jsdom`.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
  },
});
