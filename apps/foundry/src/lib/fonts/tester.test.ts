import { describe, expect, it } from "vitest";
import { DISPLAY_LEADING, initialTesterSettings, styleNameFor, testerStyles } from "./tester";

const weight = { axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 };
const font = {
  name: "Geist",
  initialStyle: "VF",
  initialText: "Swiss in spirit",
  initialSize: 128,
  initialSizeMobile: 50,
  initialTracking: -30,
  initialTrackingMobile: -20,
  styles: [
    { name: "Medium", fontFamily: "Geist Medium", variable: false, _updatedAt: "2025-01-01" },
    { name: "Variable", fontFamily: "Geist Variable", variable: true, _updatedAt: "2025-01-02" },
  ],
  axes: [weight],
};

describe("testerStyles", () => {
  it("gives only the variable style the axes to slide", () => {
    expect(testerStyles(font)).toEqual([
      { name: "Medium", fontFamily: "Geist Medium", updatedAt: "2025-01-01" },
      { name: "Variable", fontFamily: "Geist Variable", updatedAt: "2025-01-02", axes: [weight] },
    ]);
  });
});

describe("initialTesterSettings (spec 3 initial display)", () => {
  it("opens on the font's text, size and tracking, 'VF' meaning the variable style", () => {
    expect(initialTesterSettings(font)).toEqual({
      text: "Swiss in spirit",
      style: "Variable",
      size: 128,
      leading: DISPLAY_LEADING,
      tracking: -30,
      mobileSize: 50,
      mobileTracking: -20,
    });
  });

  it("opens on the first style when initialStyle names none (spec 5)", () => {
    expect(initialTesterSettings({ ...font, initialStyle: "Heavy" }).style).toBe("Medium");
  });

  it("sets the name when there is no initial text", () => {
    expect(initialTesterSettings({ ...font, initialText: "" }).text).toBe("Geist");
  });
});

describe("styleNameFor", () => {
  it("keeps a style the font has and reads 'VF' as the variable one", () => {
    expect(styleNameFor(font, "Medium")).toBe("Medium");
    expect(styleNameFor(font, "VF")).toBe("Variable");
  });

  it("falls back to the default style for a name the font lacks", () => {
    expect(styleNameFor({ ...font, initialStyle: "Medium" }, "Black")).toBe("Medium");
  });
});
