import { describe, expect, it } from "vitest";
import { defaultStyleAlertMessage, findStyle, resolveDefaultStyle } from "./default-style";

const styles = [
  { name: "Light", variable: false },
  { name: "Regular", variable: false },
  { name: "Bold", variable: false },
  { name: "Variable", variable: true },
];

describe("resolveDefaultStyle (spec 5, font data)", () => {
  it("uses the style initialStyle names", () => {
    expect(resolveDefaultStyle("Bold", styles)).toEqual({
      style: { name: "Bold", variable: false },
      misconfigured: false,
    });
  });

  it("reads 'VF' as the variable style, whatever that style is called", () => {
    expect(resolveDefaultStyle("VF", styles)).toEqual({
      style: { name: "Variable", variable: true },
      misconfigured: false,
    });
  });

  it("falls back to the first style, flagged, when initialStyle matches none", () => {
    expect(resolveDefaultStyle("Heavy", styles)).toEqual({
      style: { name: "Light", variable: false },
      misconfigured: true,
    });
  });

  it("treats 'VF' on a font without a variable style as a mismatch", () => {
    const statics = styles.filter((style) => !style.variable);
    expect(resolveDefaultStyle("VF", statics)).toEqual({
      style: { name: "Light", variable: false },
      misconfigured: true,
    });
  });

  it("matches names exactly, so a near miss is still a mismatch", () => {
    expect(resolveDefaultStyle("bold", styles).misconfigured).toBe(true);
  });

  it("has nothing to show, and nothing to alert about, for a font without styles", () => {
    expect(resolveDefaultStyle("Regular", [])).toEqual({ style: null, misconfigured: false });
  });
});

describe("findStyle", () => {
  it("finds nothing for a missing name", () => {
    expect(findStyle(styles, null)).toBeUndefined();
    expect(findStyle(styles, "Black")).toBeUndefined();
  });

  it("accepts a static style literally named 'VF' when no style is variable", () => {
    expect(findStyle([{ name: "VF", variable: false }], "VF")).toEqual({
      name: "VF",
      variable: false,
    });
  });
});

describe("defaultStyleAlertMessage", () => {
  it("says which font and which value, in the spec's words", () => {
    expect(defaultStyleAlertMessage("Geist", "Heavy")).toBe(
      'Default style not set correctly for Geist, is set to: "Heavy"',
    );
  });
});
