import { describe, expect, it } from "vitest";
import {
  addedSlug,
  addToComparison,
  compareAddHref,
  rearrangeCompareQuery,
  replaceInComparison,
} from "./comparison";

describe("'Compare' on a font adds it to the open comparison", () => {
  it.each([
    { open: [], slug: "inter", result: { kind: "added", slugs: ["inter"] } },
    { open: ["inter"], slug: "geist", result: { kind: "added", slugs: ["inter", "geist"] } },
    {
      open: ["inter", "geist", "fraunces"],
      slug: "manrope",
      result: { kind: "added", slugs: ["inter", "geist", "fraunces", "manrope"] },
    },
    {
      open: ["inter", "geist"],
      slug: "inter",
      result: { kind: "open", slugs: ["inter", "geist"] },
    },
    {
      open: ["inter", "geist", "fraunces", "manrope"],
      slug: "geist",
      result: { kind: "open", slugs: ["inter", "geist", "fraunces", "manrope"] },
    },
    {
      open: ["inter", "geist", "fraunces", "manrope"],
      slug: "source-serif-4",
      result: { kind: "full", slugs: ["inter", "geist", "fraunces", "manrope"] },
    },
  ])("$open + $slug → $result.kind", ({ open, slug, result }) => {
    expect(addToComparison(open, slug)).toEqual(result);
  });

  it("puts a fifth font in the column of the one it replaces", () => {
    const four = ["inter", "geist", "fraunces", "manrope"];
    expect(replaceInComparison(four, "geist", "source-serif-4")).toEqual([
      "inter",
      "source-serif-4",
      "fraunces",
      "manrope",
    ]);
    // Nothing to replace, or the font is there already: unchanged.
    expect(replaceInComparison(four, "nope", "source-serif-4")).toEqual(four);
    expect(replaceInComparison(four, "geist", "inter")).toEqual(four);
  });

  it("keeps the text, the size and each staying font's own setting", () => {
    const query = new URLSearchParams(
      "fonts=inter,geist,fraunces&c1.style=Bold&c2.style=VF&c2.axes=wght:650&c3.style=Black&all.size=96&all.text=Hello",
    );
    expect(rearrangeCompareQuery(query, ["inter", "geist", "fraunces", "manrope"]).toString()).toBe(
      "fonts=inter%2Cgeist%2Cfraunces%2Cmanrope&c1.style=Bold&c2.style=VF&c2.axes=wght%3A650&c3.style=Black&all.size=96&all.text=Hello",
    );
    // Geist replaced: its column's setting goes with it; the others stay under their keys.
    expect(rearrangeCompareQuery(query, ["inter", "manrope", "fraunces"]).toString()).toBe(
      "fonts=inter%2Cmanrope%2Cfraunces&c1.style=Bold&c3.style=Black&all.size=96&all.text=Hello",
    );
    // Reordered: each setting follows its font.
    expect(rearrangeCompareQuery(query, ["fraunces", "inter"]).toString()).toBe(
      "fonts=fraunces%2Cinter&c1.style=Black&c2.style=Bold&all.size=96&all.text=Hello",
    );
    expect(rearrangeCompareQuery(new URLSearchParams(), ["inter"]).toString()).toBe("fonts=inter");
  });

  it("links catalogue pages to /compare?add=…, read back as one known-looking slug", () => {
    expect(compareAddHref("source-serif-4")).toBe("/compare?add=source-serif-4");
    expect(addedSlug(new URLSearchParams("add=source-serif-4"))).toBe("source-serif-4");
    expect(addedSlug({ add: ["geist", "inter"] })).toBe("geist");
    expect(addedSlug({ add: "../x" })).toBeNull();
    expect(addedSlug({})).toBeNull();
  });
});
