import { describe, expect, it } from "vitest";
import { normaliseStyleName, searchStyleLabel, styleCountLabel } from "./style-names";

describe("normaliseStyleName: the first space of the compound weights goes", () => {
  it.each([
    ["Extra Bold Italic", "ExtraBold Italic"],
    ["Extra Bold", "ExtraBold"],
    ["Semi Bold", "SemiBold"],
    ["Semi Bold Condensed Italic", "SemiBold Condensed Italic"],
    ["Ultra Thin", "UltraThin"],
    ["Extra Thin Italic", "ExtraThin Italic"],
    ["Ultra Light", "UltraLight"],
    ["Extra Light Italic", "ExtraLight Italic"],
    ["Super Bold", "SuperBold"],
    ["Bold Italic", "Bold Italic"],
    ["Regular", "Regular"],
    ["ExtraBold", "ExtraBold"],
    ["Condensed Extra Bold", "Condensed Extra Bold"], // only names that begin with one
    ["Semi Boldface", "Semi Boldface"], // a prefix is a whole word
  ])("'%s' → '%s'", (name, normalised) => {
    expect(normaliseStyleName(name)).toBe(normalised);
  });
});

describe("style counts", () => {
  it.each([
    [1, "1 style"],
    [2, "2 styles"],
    [18, "18 styles"],
  ])("styleCountLabel(%i) is '%s'", (count, label) => {
    expect(styleCountLabel(count)).toBe(label);
  });

  it.each([
    [1, ""],
    [2, ""], // n = 1
    [3, "(2 styles)"],
    [19, "(18 styles)"],
  ])("searchStyleLabel(%i) is '%s' (n = count − 1, shown when n > 1)", (count, label) => {
    expect(searchStyleLabel(count)).toBe(label);
  });
});
