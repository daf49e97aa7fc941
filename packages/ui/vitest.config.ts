import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

/**
 * The component tests' configuration, this package's and the packages built on it
 * (`@meridian/ui/vitest-config`): jsdom, the kit's setup, and vanilla-extract's CSS.
 */
export default defineConfig({
  // Compiles the .css.ts files the components import, as the sites' bundlers do.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: "jsdom",
    setupFiles: [fileURLToPath(new URL("./vitest.setup.ts", import.meta.url))],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Process the CSS vanilla-extract emits, so jsdom computes styles from it (the scroll lock
    // works through a stylesheet rule, and its test reads the computed overflow).
    css: { include: [/.+/] },
  },
});
