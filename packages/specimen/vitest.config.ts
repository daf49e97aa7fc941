import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Compiles the .css.ts files the components import, as the sites' bundlers do.
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: "jsdom",
    setupFiles: ["./vitest.setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    restoreMocks: true,
    // Process the CSS vanilla-extract emits, so jsdom computes styles from it (the scroll lock
    // works through a stylesheet rule, and its test reads the computed overflow).
    css: { include: [/.+/] },
  },
});
