import { describe, expect, it } from "vitest";
import { fontSubsetUrl, subsetCharacters, subsetFamilyName } from "./font-subset";

const style = {
  familySlug: "source-serif-4",
  fontName: "Source Serif 4",
  styleName: "Semibold Italic",
  updatedAt: "2025-03-01T10:00:00.000Z",
};

describe("fontSubsetUrl (spec 7.4)", () => {
  it("names the style's file, the text's characters and the update time", () => {
    const url = new URL(fontSubsetUrl({ ...style, text: "Source" })!, "http://foundry.test");
    expect(url.pathname).toBe("/font-subset.woff2");
    expect(url.searchParams.get("font_path")).toBe("source-serif-4/SourceSerif4-SemiboldItalic");
    expect(url.searchParams.get("text")).toBe("Sceoru");
    expect(url.searchParams.get("published_at")).toBe(String(Date.parse(style.updatedAt)));
  });

  it("gives the same URL for texts with the same characters", () => {
    expect(fontSubsetUrl({ ...style, text: "abba" })).toBe(fontSubsetUrl({ ...style, text: "ab" }));
  });

  it("gives no URL for an empty text or one beyond the API's limit", () => {
    expect(fontSubsetUrl({ ...style, text: "" })).toBeNull();
    const many = Array.from({ length: 201 }, (_, index) => String.fromCodePoint(0x4e00 + index));
    expect(fontSubsetUrl({ ...style, text: many.join("") })).toBeNull();
  });
});

describe("subsetCharacters", () => {
  it("keeps characters outside the BMP whole", () => {
    expect(subsetCharacters("𝔸a𝔸")).toBe("a𝔸");
  });
});

describe("subsetFamilyName", () => {
  it("is the style's family plus a hash of the characters", () => {
    expect(subsetFamilyName("Geist Medium", "Geist")).toMatch(/^Geist Medium [0-9a-z]+$/);
    expect(subsetFamilyName("Geist Medium", "Geist")).toBe(
      subsetFamilyName("Geist Medium", "tsieG"),
    );
    expect(subsetFamilyName("Geist Medium", "Geist")).not.toBe(
      subsetFamilyName("Geist Medium", "Geist Mono"),
    );
  });
});
