import { describe, expect, it } from "vitest";
import {
  featureLabel,
  featureSample,
  featureSetting,
  featureShowcase,
  sampleParts,
} from "./feature-samples";

describe("featureShowcase", () => {
  it("keeps the features a visitor can see, in content's order, each with a sample", () => {
    const showcase = featureShowcase([
      { unicodeTag: "frac", name: "Fractions" },
      { unicodeTag: "ccmp", name: "Glyph Composition and Decomposition" },
      { unicodeTag: "ss01", name: "Stylistic Set 1" },
      { unicodeTag: "size", name: "Optical Size" },
      { unicodeTag: "frac", name: "Fractions" },
    ]);
    expect(showcase.map((feature) => feature.unicodeTag)).toEqual(["frac", "ss01"]);
    expect(showcase[0]?.sample).toEqual([{ text: "1/2 3/4 7/8 15/16", featured: true }]);
  });
});

describe("featureSample", () => {
  it("gives stylistic sets a text with the usual alternates", () => {
    expect(featureSample("ss07")).toMatch(/Rag Quay/);
    expect(featureSample("smcp")).toBe("Small Capitals");
  });
});

describe("featureSetting", () => {
  it("writes font-feature-settings for one feature", () => {
    expect(featureSetting("smcp", true)).toBe('"smcp" 1');
    expect(featureSetting("liga", false)).toBe('"liga" 0');
  });
});

describe("sampleParts", () => {
  it("applies the feature to the bracketed parts only", () => {
    expect(sampleParts("H[2]O")).toEqual([
      { text: "H", featured: false },
      { text: "2", featured: true },
      { text: "O", featured: false },
    ]);
  });

  it("applies the feature to all of a text without brackets", () => {
    expect(sampleParts("Small Capitals")).toEqual([{ text: "Small Capitals", featured: true }]);
  });
});

describe("featureLabel", () => {
  it("keeps content's name", () => {
    expect(featureLabel("ss01", "Open digits")).toBe("Open digits");
  });

  it("spells out numbered features content names only by their tag", () => {
    expect(featureLabel("cv06", "cv06")).toBe("Character Variant 6");
    expect(featureLabel("ss12", "ss12")).toBe("Stylistic Set 12");
    expect(featureLabel("zero", "zero")).toBe("zero");
  });
});
