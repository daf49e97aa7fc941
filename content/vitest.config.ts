import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Font conversion and whole-catalogue builds take seconds, not milliseconds.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
