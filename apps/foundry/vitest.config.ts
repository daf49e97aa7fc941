import { defineConfig } from "vitest/config";

/**
 * Unit tests of the foundry's own logic (search matching, the newsletter schema). They are pure
 * and import no styles, so they run in Node without the vanilla-extract plugin; components are
 * covered by the Playwright specs in e2e/.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    restoreMocks: true,
  },
});
