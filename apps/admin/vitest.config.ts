import { defineConfig } from "vitest/config";

/**
 * Unit tests of the admin site's own logic (what a publish changes, field by field). They are pure and import no styles, so they run in
 * Node; the page itself is covered by the Playwright specs in e2e/.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
