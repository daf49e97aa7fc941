import { describe, expect, it } from "vitest";
import { fontFileName, fontUrl, parseFontFilePath } from "./font-url";

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
