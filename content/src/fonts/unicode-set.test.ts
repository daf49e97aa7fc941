import { describe, expect, it } from "vitest";
import { parseUnicodeSet } from "./unicode-set";

describe("parseUnicodeSet", () => {
  it.each([
    ["single characters, spaces ignored", "[a b  c]", ["a", "b", "c"]],
    ["characters written together", "[aä oö]", ["a", "ä", "o", "ö"]],
    ["a range", "[a-e]", ["a", "b", "c", "d", "e"]],
    ["a range beyond the BMP", "[𝐀-𝐂]", ["𝐀", "𝐁", "𝐂"]],
    ["multi-character strings", "[c {ch} {dzs}]", ["c", "ch", "dzs"]],
    ["escaped syntax characters", "[\\- \\[ \\] \\{ \\} \\&]", ["-", "[", "]", "{", "}", "&"]],
    ["\\u and \\U escapes", "[\\u200C\\u200D \\U0001F600]", ["\u200C", "\u200D", "😀"]],
    ["an escaped range", "[\\u0041-\\u0043]", ["A", "B", "C"]],
    ["a hyphen at either end is itself", "[- a -]", ["-", "a"]],
    [
      "CLDR's German set",
      "[aä b c d e f g h i j k l m n oö p q r s ß t uü v w x y z]",
      [..."aäbcdefghijklmnoöpqrsßtuüvwxyz"],
    ],
  ])("reads %s", (_, pattern, members) => {
    expect(parseUnicodeSet(pattern).sort()).toEqual([...members].sort());
  });

  it.each([
    ["nested sets", "[a [b]]"],
    ["negation", "[^a]"],
    ["properties", "[[:Latin:]]"],
    ["an unclosed string", "[{ch]"],
    ["a range between strings", "[{ch}-d]"],
    ["something that is not a set", "abc"],
  ])("refuses %s rather than misreading it", (_, pattern) => {
    expect(() => parseUnicodeSet(pattern)).toThrow();
  });
});
