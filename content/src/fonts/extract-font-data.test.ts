import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_FONTS, readDemoFont } from "./__fixtures__/demo-fonts";
import { extractFontData } from "./extract-font-data";
import { FontFileError } from "./font-file-error";

const languageCodes = (data: { languages: { code: string }[] }) =>
  data.languages.map((language) => language.code);

describe("extractFontData", () => {
  describe("of a static CFF font (Source Serif 4 Regular)", async () => {
    const source = readDemoFont(DEMO_FONTS.sourceSerifRegular);
    const data = await extractFontData(source, "otf");

    it("identifies the file by the sha256 of its bytes", () => {
      expect(data.sourceHash).toBe(createHash("sha256").update(source).digest("hex"));
      expect(data.sourceFormat).toBe("otf");
      expect(data.outlines).toBe("cff");
    });

    it("reads the name table", () => {
      expect(data.names).toMatchObject({
        familyName: "Source Serif 4",
        subfamilyName: "Regular",
        postscriptName: "SourceSerif4-Regular",
        designer: "Frank Grießhammer",
        manufacturer: "Adobe",
        licenseUrl: "http://scripts.sil.org/OFL",
      });
      expect(data.names.version).toMatch(/^Version 4\.005/);
    });

    it("counts every glyph and every encoded character", () => {
      expect(data.glyphCount).toBe(1464);
      expect(data.glyphs).toHaveLength(1464);
      expect(data.characterCount).toBe(920);
    });

    it("lists each glyph with its name, code points and category", () => {
      const byName = (name: string) => data.glyphs.find((glyph) => glyph.name === name);
      expect(data.glyphs[0]).toEqual({
        name: ".notdef",
        unicodes: [],
        character: null,
        category: "other",
      });
      expect(byName("A")).toEqual({
        name: "A",
        unicodes: [0x41],
        character: "A",
        category: "uppercase",
      });
      expect(byName("space")?.unicodes).toEqual([0x20, 0xa0]);
      expect(byName("a")?.category).toBe("lowercase");
      expect(byName("zero")?.category).toBe("figures");
      expect(byName("comma")?.category).toBe("punctuation");
      expect(byName("plus")?.category).toBe("symbols");
      expect(byName("uni0301")?.category).toBe("marks");
      // Small capitals are not encoded: reached only through the smcp feature.
      expect(byName("A.sc")).toMatchObject({ unicodes: [], character: null, category: "other" });
    });

    it("lists the GSUB and GPOS features once each, sorted", () => {
      expect(data.features).toEqual([
        ...["aalt", "c2sc", "case", "ccmp", "dnom", "frac", "kern", "liga", "lnum", "locl"],
        ...["mark", "mkmk", "numr", "onum", "ordn", "pnum", "sinf", "size", "smcp", "ss01"],
        ...["ss02", "subs", "sups", "tnum", "zero"],
      ]);
    });

    it("has no axes or instances", () => {
      expect(data.axes).toEqual([]);
      expect(data.instances).toEqual([]);
    });

    it("reads metrics, weight class and style", () => {
      expect(data.metrics).toEqual({
        unitsPerEm: 1000,
        ascender: 1036,
        descender: -335,
        lineGap: 0,
        capHeight: 670,
        xHeight: 475,
        italicAngle: 0,
        underlinePosition: -50,
        underlineThickness: 50,
      });
      expect(data.weightClass).toBe(400);
      expect(data.italic).toBe(false);
    });

    it("supports the languages its character set covers, Vietnamese included", () => {
      expect(data.languages).toContainEqual({ code: "de", name: "German" });
      expect(languageCodes(data)).toEqual(
        expect.arrayContaining(["en", "fr", "de", "pl", "tr", "vi", "el", "ru"]),
      );
      // Arabic and Hindi need scripts the font does not have.
      expect(languageCodes(data)).not.toContain("ar");
      expect(languageCodes(data)).not.toContain("hi");
    });
  });

  describe("of an Arabic font (IBM Plex Sans Arabic Regular, WOFF2)", async () => {
    const data = await extractFontData(readDemoFont(DEMO_FONTS.plexSansArabicRegular), "woff2");
    const categoryOf = (character: string) =>
      data.glyphs.find((glyph) => glyph.character === character)?.category;

    it("files letters without case as letters, beside the Latin cases", () => {
      expect(categoryOf("ع")).toBe("letters");
      expect(categoryOf("گ")).toBe("letters");
      expect(categoryOf("A")).toBe("uppercase");
      expect(categoryOf("٣")).toBe("figures");
      expect(categoryOf("،")).toBe("punctuation");
    });

    it("supports Arabic, Persian and Urdu as well as Latin languages", () => {
      expect(languageCodes(data)).toEqual(expect.arrayContaining(["ar", "fa", "ur", "en", "fr"]));
    });
  });

  describe("of a variable TrueType font (Source Serif 4 Variable Roman)", async () => {
    const data = await extractFontData(readDemoFont(DEMO_FONTS.sourceSerifVariable), "ttf");

    it("reads the axes with their ranges and names", () => {
      expect(data.outlines).toBe("truetype");
      expect(data.axes).toEqual([
        { axisTag: "wght", name: "Weight", minValue: 200, defaultValue: 400, maxValue: 900 },
        { axisTag: "opsz", name: "Optical Size", minValue: 8, defaultValue: 20, maxValue: 60 },
      ]);
    });

    it("reads every named instance, including the default one named by name ID 2", () => {
      expect(data.instances).toHaveLength(30);
      expect(data.instances[0]).toEqual({
        name: "Caption ExtraLight",
        coordinates: { wght: 200, opsz: 8 },
      });
      // fontkit's namedVariations throws on this instance; it is the font's Regular.
      expect(data.instances).toContainEqual({
        name: "Regular",
        coordinates: { wght: 400, opsz: 20 },
      });
      expect(data.instances.at(-1)).toEqual({
        name: "Display Black",
        coordinates: { wght: 900, opsz: 60 },
      });
    });
  });

  it("reads an italic as italic", async () => {
    const data = await extractFontData(readDemoFont(DEMO_FONTS.sourceCodeItalic), "otf");
    expect(data.italic).toBe(true);
    expect(data.metrics.italicAngle).toBe(-11);
    expect(data.names).toMatchObject({ familyName: "Source Code Pro", subfamilyName: "Italic" });
  });

  it("reads a WOFF2 source after decompressing it (IBM Plex Mono)", async () => {
    const data = await extractFontData(readDemoFont(DEMO_FONTS.plexMonoWoff2), "woff2");
    expect(data.sourceFormat).toBe("woff2");
    expect(data.outlines).toBe("truetype");
    expect(data.glyphCount).toBe(1125);
    expect(data.names.familyName).toBe("IBM Plex Mono");
    expect(data.features).toContain("zero");
    // Monospaced: no kerning, no ligatures.
    expect(data.features).not.toContain("kern");
    expect(data.features).not.toContain("liga");
  });

  it("does not count code points mapped to .notdef (Manrope basic Latin subset)", async () => {
    const data = await extractFontData(readDemoFont(DEMO_FONTS.manropeLatinBasic), "otf");
    // The cmap's 0xFFFF end marker maps to glyph 0; fontkit's character set lists it (143).
    expect(data.characterCount).toBe(142);
    expect(data.glyphCount).toBe(186);
    expect(data.features).toEqual(expect.arrayContaining(["kern", "liga"]));
  });

  it("lists no language whose letters the font lacks", async () => {
    const basic = await extractFontData(readDemoFont(DEMO_FONTS.manropeLatinBasic), "otf");
    expect(languageCodes(basic)).toContain("en");
    expect(languageCodes(basic)).not.toContain("de");

    const complete = await extractFontData(readDemoFont(DEMO_FONTS.manropeComplete), "otf");
    expect(languageCodes(complete)).toEqual(expect.arrayContaining(["en", "de", "fr", "cs"]));
    expect(languageCodes(complete)).not.toContain("vi");
  });

  it("rejects a damaged font with a reason an editor can act on", async () => {
    const truncated = readDemoFont(DEMO_FONTS.manropeLatinBasic).subarray(0, 600);
    const attempt = extractFontData(truncated, "otf");
    await expect(attempt).rejects.toThrow(FontFileError);
    await expect(attempt).rejects.toThrow(/^damaged font file/);

    const notWoff2 = Buffer.concat([Buffer.from("wOF2"), Buffer.alloc(200)]);
    await expect(extractFontData(notWoff2, "woff2")).rejects.toThrow(
      "damaged WOFF2 file: it could not be decompressed",
    );
  });
});
