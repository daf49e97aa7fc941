/**
 * Each test starts with nothing rendered and nothing stored. (Testing Library cleans up by
 * itself only when vitest globals are on; they are not.)
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
