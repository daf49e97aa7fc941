import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL_VALUE,
  CONSENT_KEY,
  type ConsentSelection,
  DEFAULT_SELECTION,
  grantsFromValue,
  selectionFromValue,
  selectionValue,
} from "./categories";

describe("consent record", () => {
  it("is stored under accepted_cookies2 and defaults every category to true", () => {
    expect(CONSENT_KEY).toBe("accepted_cookies2");
    expect(DEFAULT_SELECTION).toEqual({ required: true, functional: true, analytics: true });
  });

  it("'Accept All Cookies' stores 'functional,analytics'", () => {
    expect(ACCEPT_ALL_VALUE).toBe("functional,analytics");
  });

  it.each<[string, ConsentSelection, string]>([
    [
      "everything",
      { required: true, functional: true, analytics: true },
      "required,functional,analytics",
    ],
    [
      "functional only",
      { required: true, functional: true, analytics: false },
      "required,functional",
    ],
    [
      "analytics only",
      { required: true, functional: false, analytics: true },
      "required,analytics",
    ],
    ["required only", { required: true, functional: false, analytics: false }, "required"],
  ])("a selection of %s stores %j", (_, selection, stored) => {
    expect(selectionValue(selection)).toBe(stored);
  });

  it.each([
    [ACCEPT_ALL_VALUE, { analytics: true, errorReporting: true }],
    ["required,functional,analytics", { analytics: true, errorReporting: true }],
    ["required,functional", { analytics: false, errorReporting: true }],
    ["required,analytics", { analytics: true, errorReporting: false }],
    ["required", { analytics: false, errorReporting: false }],
    ["", { analytics: false, errorReporting: false }],
    [null, { analytics: false, errorReporting: false }],
    ["analyticsX, functional ", { analytics: false, errorReporting: true }],
  ])("%j grants %j", (value, grants) => {
    expect(grantsFromValue(value)).toEqual(grants);
  });

  it.each([
    [null, DEFAULT_SELECTION],
    [ACCEPT_ALL_VALUE, { required: true, functional: true, analytics: true }],
    ["required,analytics", { required: true, functional: false, analytics: true }],
    ["required", { required: true, functional: false, analytics: false }],
  ])("the toggles for a stored %j", (value, selection) => {
    expect(selectionFromValue(value)).toEqual(selection);
  });
});
