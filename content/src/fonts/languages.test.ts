import { describe, expect, it } from "vitest";
import { supportedLanguages } from "./languages";

const codePoints = (text: string) => new Set([...text].map((char) => char.codePointAt(0)!));
const codes = (text: string) =>
  supportedLanguages(codePoints(text)).map((language) => language.code);

const BASIC_LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const GERMAN = `${BASIC_LATIN}äöüßÄÖÜ`;

describe("supportedLanguages", () => {
  it("names languages in English, with their base CLDR code", () => {
    expect(supportedLanguages(codePoints(BASIC_LATIN))).toContainEqual({
      code: "en",
      name: "English",
    });
  });

  it("needs every exemplar character: basic Latin sets English but not German", () => {
    expect(codes(BASIC_LATIN)).toContain("en");
    expect(codes(BASIC_LATIN)).not.toContain("de");
    expect(codes(GERMAN)).toContain("de");
  });

  it("needs the capitals too, cased by the language's rules", () => {
    expect(codes(GERMAN.replace("Ä", ""))).not.toContain("de");
    const turkish = `${BASIC_LATIN}çğıöşüÇĞÖŞÜ`;
    expect(codes(turkish)).not.toContain("tr");
    expect(codes(`${turkish}İ`)).toContain("tr");
  });

  it("does not need zero-width joiners, which shapers handle without a glyph", () => {
    // Kangri's exemplars are these Devanagari characters plus U+200C and U+200D.
    const kangri = "ँंःॐअआइईउऊऍएऐऑओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशसहऽािीुूृॅेैॉोौ़्";
    expect(codes(kangri)).toContain("xnr");
    expect(codes(kangri.slice(1))).not.toContain("xnr");
  });

  it("leaves out regional and script variants", () => {
    const all = supportedLanguages(new Set(Array.from({ length: 0x30000 }, (_, index) => index)));
    expect(all.every((language) => !language.code.includes("-"))).toBe(true);
    expect(all.length).toBeGreaterThan(300);
  });
});
