import { describe, expect, it } from "vitest";
import {
  fontMatches,
  groupHeading,
  groupResults,
  MIN_SEARCH_LENGTH,
  searchFonts,
  searchTerm,
} from "./match-fonts";
import type { SearchEntry } from "./search-entry";

function entry(overrides: Partial<SearchEntry> & Pick<SearchEntry, "name">): SearchEntry {
  return {
    designer: "Frank Grießhammer",
    classification: "Serif",
    group: "retail",
    href: "/fonts/x",
    styleCount: 6,
    fontPath: "x/X-Regular",
    publishedAt: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

const sourceSerif = entry({ name: "Source Serif 4", classification: "Serif" });
const inter = entry({ name: "Inter", classification: "Sans Serif", designer: "Rasmus Andersson" });
const plexMono = entry({
  name: "IBM Plex Mono",
  classification: "Monospace",
  designer: "Mike Abbink with Bold Monday",
});
const manrope = entry({
  name: "Manrope",
  classification: "Sans Serif",
  designer: "Mikhail Sharanda",
  group: "collaboration",
});
const geistPixel = entry({
  name: "Geist Pixel",
  classification: "Display",
  designer: "Vercel with Andrés Briganti",
  group: "playground",
});
const index = [geistPixel, plexMono, inter, manrope, sourceSerif];

describe("searchTerm", () => {
  it.each([
    ["", null],
    ["a", null],
    ["ab", null],
    ["  ab  ", null],
    ["abc", "abc"],
    ["  Ser  ", "ser"],
    ["INTER", "inter"],
  ])("%j → %j", (input, expected) => {
    expect(searchTerm(input)).toBe(expected);
  });

  it("needs three characters", () => {
    expect(MIN_SEARCH_LENGTH).toBe(3);
  });
});

describe("fontMatches", () => {
  it.each([
    // name contains the term
    ["name contains", inter, "int", true],
    ["name contains in the middle", plexMono, "plex", true],
    // 'serif' exactly: classification must be exactly serif
    [
      "'serif' matches a Serif classification",
      entry({ name: "Halden", classification: "Serif" }),
      "serif",
      true,
    ],
    ["'serif' does not match Sans Serif", inter, "serif", false],
    [
      "'serif' still matches by name",
      entry({ name: "Geist Serif", classification: "Display" }),
      "serif",
      true,
    ],
    // any other term: classification contains it
    ["classification contains", inter, "sans", true],
    ["'ser' matches Sans Serif", inter, "ser", true],
    ["'sans serif' matches Sans Serif", manrope, "sans serif", true],
    ["classification does not contain", plexMono, "sans", false],
    // designer contains the term
    ["designer contains", plexMono, "abbink", true],
    ["designer contains, other words", manrope, "sharanda", true],
    ["nothing contains", geistPixel, "grotesk", false],
  ])("%s", (_rule, font, term, expected) => {
    expect(fontMatches(font, term)).toBe(expected);
  });
});

describe("searchFonts", () => {
  it.each([
    ["under three characters clears", "In", []],
    ["whitespace does not count", "  in  ", []],
    ["trimmed and case-insensitive", "  INTER ", [inter]],
    ["by classification, in index order", "sans", [inter, manrope]],
    ["'ser' by name and classification", "ser", [inter, manrope, sourceSerif]],
    ["the 'serif' rule", "Serif", [sourceSerif]],
    ["by designer", "Briganti", [geistPixel]],
    ["no match", "blackletter", []],
  ])("%s", (_case, input, expected) => {
    expect(searchFonts(index, input)).toEqual(expected);
  });
});

describe("groupResults", () => {
  const titles = {
    retail: "Retail Library",
    collaboration: "Meridian ×",
    playground: "Playground",
  };

  it("orders Retail Library, the collaboration group, Playground", () => {
    const groups = groupResults([geistPixel, manrope, inter], titles);
    expect(groups.map((group) => [group.title, group.entries])).toEqual([
      ["Retail Library", [inter]],
      ["Meridian ×", [manrope]],
      ["Playground", [geistPixel]],
    ]);
  });

  it("hides empty groups", () => {
    expect(groupResults([inter, sourceSerif], titles).map((group) => group.title)).toEqual([
      "Retail Library",
    ]);
    expect(groupResults([], titles)).toEqual([]);
  });

  it("heads each group with its count", () => {
    const [retail] = groupResults([inter, sourceSerif], titles);
    expect(retail && groupHeading(retail)).toBe("Retail Library (2)");
  });
});
