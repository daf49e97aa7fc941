import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The hooks touch document, storage and cookies; the pure tests do not mind a DOM.
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    restoreMocks: true,
  },
});
