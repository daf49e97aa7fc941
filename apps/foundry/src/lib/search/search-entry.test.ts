import { describe, expect, it } from "vitest";
import {
  fontHref,
  type SearchSourceFont,
  searchEntryFromFont,
  subsetFontPath,
} from "./search-entry";

const geist: SearchSourceFont = {
  name: "Geist",
  slug: "geist",
  designer: "Vercel with Basement Studio",
  playground: false,
  collaboration: false,
  classification: { name: "Sans Serif" },
  initialStyle: "Semi Bold",
  styles: [
    { name: "Thin", _updatedAt: "2025-09-09T09:00:00Z" },
    { name: "Semi Bold", _updatedAt: "2025-09-10T09:00:00Z" },
  ],
};

describe("fontHref", () => {
  it.each([
    ["retail", "/fonts/geist"],
    ["playground", "/playground/geist"],
    ["collaboration", "/mx/geist"],
  ] as const)("%s → %s", (group, href) => {
    expect(fontHref("geist", group, "mx")).toBe(href);
  });
});

describe("subsetFontPath", () => {
  it("is {family}/{NameNoSpaces}-{StyleNoSpaces}", () => {
    expect(subsetFontPath("source-serif-4", "Source Serif 4", "Semibold Italic")).toBe(
      "source-serif-4/SourceSerif4-SemiboldItalic",
    );
  });
});

describe("searchEntryFromFont", () => {
  it("sets the name in the initial style", () => {
    expect(searchEntryFromFont(geist, "mx")).toEqual({
      name: "Geist",
      designer: "Vercel with Basement Studio",
      classification: "Sans Serif",
      group: "retail",
      href: "/fonts/geist",
      styleCount: 2,
      fontPath: "geist/Geist-SemiBold",
      publishedAt: "2025-09-10T09:00:00Z",
    });
  });

  it("falls back to the first style when the initial style names none", () => {
    const entry = searchEntryFromFont({ ...geist, initialStyle: "Black" }, "mx");
    expect(entry?.fontPath).toBe("geist/Geist-Thin");
  });

  it("groups playground and collaboration fonts under their sections", () => {
    expect(searchEntryFromFont({ ...geist, playground: true }, "mx")?.href).toBe(
      "/playground/geist",
    );
    expect(searchEntryFromFont({ ...geist, collaboration: true }, "mx")?.group).toBe(
      "collaboration",
    );
  });

  it("leaves out a font without styles", () => {
    expect(searchEntryFromFont({ ...geist, styles: [] }, "mx")).toBeNull();
  });
});
