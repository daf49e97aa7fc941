import { describe, expect, it } from "vitest";
import { type ConsentState, consentState, isCookiePolicyPath, isDialogVisible } from "./visibility";

describe("consentState", () => {
  it.each<[string | null | undefined, boolean, ConsentState]>([
    [undefined, true, "unknown"],
    [null, false, "unknown"],
    ["required", false, "unknown"],
    [null, true, "pending"],
    ["functional,analytics", true, "decided"],
    ["required", true, "decided"],
  ])("stored %j with routing ready %s is %s", (stored, ready, state) => {
    expect(consentState(stored, ready)).toBe(state);
  });
});

describe("isDialogVisible", () => {
  it.each<[string, ConsentState, string | null, boolean, boolean]>([
    ["no consent stored", "pending", "/", false, true],
    ["on a font page", "pending", "/fonts/inter", false, true],
    ["consent stored", "decided", "/", false, false],
    ["not read yet", "unknown", "/", false, false],
    ["routing not ready", "pending", null, false, false],
    ["on the cookie policy", "pending", "/cookie-policy", false, false],
    ["on the cookie policy with a slash", "pending", "/cookie-policy/", false, false],
    ["on the cookie policy with a query", "pending", "/cookie-policy?x=1", false, false],
    ["on a path that only starts the same", "pending", "/cookie-policy-2", false, true],
    ["for the launcher", "pending", "/", true, false],
  ])("%s → %s", (_, state, pathname, suppressed, visible) => {
    expect(isDialogVisible({ state, pathname, suppressed })).toBe(visible);
  });

  it("knows the cookie policy path", () => {
    expect(isCookiePolicyPath("/cookie-policy")).toBe(true);
    expect(isCookiePolicyPath("/privacy-policy")).toBe(false);
  });
});
