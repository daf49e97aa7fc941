/**
 * Each test starts on a clean page: nothing stored, no cookie, no scripts, nothing rendered,
 * error reporting not started.
 * (Testing Library cleans up by itself only when vitest globals are on; they are not.)
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { CONSENT_KEY } from "./categories";
import { resetConsentStoreForTests } from "./consent-store";
import { removeTestCookie } from "./test-cookies";

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  removeTestCookie(CONSENT_KEY);
  for (const script of Array.from(document.scripts)) script.remove();
  resetConsentStoreForTests();
  // Imported here, after the test file's vi.mock calls, so that a test may mock ./sentry.
  const [gated, sentry] = await Promise.all([import("./gated-scripts"), import("./sentry")]);
  gated.resetGatedScriptsForTests();
  sentry.resetSentryForTests?.();
});
