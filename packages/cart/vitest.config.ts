import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // The hooks need a DOM (storage, clipboard, events); the pure tests do not mind one.
    environment: "jsdom",
    setupFiles: ["./src/test-setup.ts"],
    restoreMocks: true,
  },
});
