/**
 * Each test starts on a clean page: nothing stored, no cookie, no scripts, nothing rendered.
 * (Testing Library cleans up by itself only when vitest globals are on; they are not.)
 */
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { CONSENT_KEY } from "./categories";
import { resetConsentStoreForTests } from "./consent-store";
import { resetGatedScriptsForTests } from "./gated-scripts";
import { removeTestCookie } from "./test-cookies";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  removeTestCookie(CONSENT_KEY);
  for (const script of Array.from(document.scripts)) script.remove();
  resetConsentStoreForTests();
  resetGatedScriptsForTests();
});
