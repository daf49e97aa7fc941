import { defineConfig } from "vitest/config";

/**
 * Three projects: unit tests beside the source; integration tests in test/ run twice, once on
 * embedded PGlite and once on a fresh PostgreSQL database of their own (TEST_DATABASE_URL
 * names the server, default postgres://postgres@127.0.0.1:5432/postgres).
 */
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: these files spend much of their time
    // waiting on a database or a child process, and on a two-core machine the default ran them
    // one at a time (the whole suite 8 minutes; 5 with two workers).
    maxWorkers: "100%",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["test/**/*.test.ts"],
          exclude: ["test/postgres/**"],
          env: { TEST_DB: "pglite" },
          globalSetup: ["test/setup/pglite-global.ts", "test/setup/vies-global.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["test/**/*.test.ts"],
          // The process tests run once (on PGlite); test/postgres needs a real server to stop.
          exclude: ["test/process/**"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["test/setup/postgres-global.ts", "test/setup/vies-global.ts"],
        },
      },
    ],
  },
});
