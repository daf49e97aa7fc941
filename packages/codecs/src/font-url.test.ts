import { describe, expect, it } from "vitest";
import {
  fontFileName,
  fontSubsetUrl,
  fontUrl,
  parseFontFilePath,
  subsetCharacters,
  subsetFamilyName,
} from "./font-url";

describe("font file URLs", () => {
  it("join the name and style without spaces", () => {
    expect(fontFileName("Source Serif 4", "Semibold Italic")).toBe(
      "SourceSerif4-SemiboldItalic.woff2",
    );
  });

  it("carry the subset and the update time", () => {
    expect(
      fontUrl({
        host: "http://localhost:4000",
        familySlug: "source-serif",
        fontName: "Source Serif 4",
        styleName: "Regular",
        subset: "latin",
        updatedAt: "2026-01-15T09:00:00Z",
      }),
    ).toBe(
      "http://localhost:4000/fonts/source-serif/SourceSerif4-Regular.woff2?subset=latin&v=1768467600000",
    );
  });

  it("parse back to family and file, refusing anything else", () => {
    expect(parseFontFilePath("/fonts/source-serif/SourceSerif4-Regular.woff2")).toEqual({
      familySlug: "source-serif",
      fileName: "SourceSerif4-Regular.woff2",
    });
    expect(parseFontFilePath("/fonts/../etc/passwd.woff2")).toBeNull();
    expect(parseFontFilePath("/fonts/source-serif/..woff2")).toBeNull();
    expect(parseFontFilePath("/fonts/Source/x.woff2")).toBeNull();
  });
});

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

  it("fixes the axes it is given, tags sorted, and names none when given none", () => {
    const url = (axes?: Record<string, number> | "normal") =>
      new URL(fontSubsetUrl({ ...style, text: "ab", axes })!, "http://foundry.test");
    expect(url({ wght: 612.345, opsz: 20 }).searchParams.get("axes")).toBe("opsz:20,wght:612.3");
    expect(url({}).searchParams.has("axes")).toBe(false);
    expect(url("normal").searchParams.get("axes")).toBe("normal");
    expect(url().searchParams.has("axes")).toBe(false);
  });

  it("gives the same URL for texts with the same characters", () => {
    expect(fontSubsetUrl({ ...style, text: "abba" })).toBe(fontSubsetUrl({ ...style, text: "ab" }));
  });

  it("puts the API's host in front when one is given", () => {
    expect(fontSubsetUrl({ ...style, host: "http://api.test", text: "ab" })).toMatch(
      /^http:\/\/api\.test\/font-subset\.woff2\?/,
    );
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
