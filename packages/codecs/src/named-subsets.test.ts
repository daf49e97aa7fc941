import { describe, expect, it } from "vitest";
import {
  isSubsetName,
  SUBSET_NAMES,
  subsetRanges,
  subsetText,
  subsetUnicodeRange,
} from "./named-subsets";

const characters = (name: Parameters<typeof subsetText>[0]) => new Set(subsetText(name));

describe("named subsets", () => {
  it("are latin and its three parts", () => {
    expect(SUBSET_NAMES).toEqual(["latin", "latin-basic", "latin-western", "latin-extended"]);
    expect(isSubsetName("latin-basic")).toBe(true);
    for (const name of ["cyrillic", "", "LATIN", "toString", "__proto__"]) {
      expect(isSubsetName(name)).toBe(false);
    }
  });

  it("split latin into a basic part, the western letters and the rest, with nothing twice", () => {
    const parts = (["latin-basic", "latin-western", "latin-extended"] as const).map(characters);
    const all = parts.flatMap((part) => [...part]);
    expect(new Set(all)).toEqual(characters("latin"));
    expect(all.length).toBe(characters("latin").size);
  });

  it("keep in the basic part what the sites' copy and prices use, and accents apart", () => {
    const basic = characters("latin-basic");
    for (const character of "Az09 !?&@#%*()[]/\\\u00a0£€©®°·×–—‘’“”…•−™") {
      expect(basic.has(character), character).toBe(true);
    }
    for (const character of "éüßÀøñ¿÷") {
      expect(basic.has(character), character).toBe(false);
      expect(characters("latin-western").has(character), character).toBe(true);
    }
    for (const character of "łőčşœıĳ") {
      expect(basic.has(character), character).toBe(false);
      expect(characters("latin-extended").has(character), character).toBe(true);
    }
  });

  it("write each as a unicode-range of the fewest ranges", () => {
    expect(subsetUnicodeRange("latin-basic")).toMatch(/^U\+20-7E, U\+A0, U\+A3, U\+A9, /);
    expect(subsetUnicodeRange("latin")).toMatch(/^U\+0-17F, U\+2BB-2BC, /);
    const ranges = subsetRanges("latin-extended");
    for (const [index, [first, last]] of ranges.entries()) {
      expect(first).toBeLessThanOrEqual(last);
      if (index > 0) expect(first).toBeGreaterThan(ranges[index - 1]![1] + 1);
    }
  });
});
