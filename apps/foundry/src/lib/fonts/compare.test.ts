import { describe, expect, it } from "vitest";
import {
  addedSlug,
  addToComparison,
  COMPARE_SIZE_MAX,
  COMPARE_TEXT,
  type CompareFont,
  type CompareState,
  compareAddHref,
  compareHref,
  compareQuery,
  compareSlugs,
  readCompare,
  rearrangeCompareQuery,
  replaceInComparison,
} from "./compare";

const style = (name: string, axes?: CompareFont["styles"][number]["axes"]) => ({
  name,
  fontFamily: `X ${name}`,
  updatedAt: "2026-01-01T00:00:00Z",
  ...(axes ? { axes } : {}),
});
const WEIGHT = { axisTag: "wght", name: "Weight", minValue: 100, defaultValue: 400, maxValue: 900 };
const fonts: CompareFont[] = [
  { slug: "geist", styles: [style("Regular"), style("VF", [WEIGHT])], defaultStyle: "Regular" },
  { slug: "inter", styles: [style("Regular"), style("Bold")], defaultStyle: "Regular" },
];

describe("/compare's state in the URL", () => {
  it("reads back what it wrote", () => {
    const state: CompareState = {
      text: "Quick brown fox",
      size: 96,
      columns: [
        { slug: "geist", style: "VF", axes: { wght: 650 } },
        { slug: "inter", style: "Bold" },
      ],
    };
    const query = compareQuery(state);
    expect(compareSlugs(query)).toEqual(["geist", "inter"]);
    expect(readCompare(query, fonts)).toEqual(state);
  });

  it("opens each font on its default style, in the default text and size", () => {
    expect(readCompare(new URLSearchParams("fonts=geist,inter"), fonts)).toEqual({
      text: COMPARE_TEXT,
      size: 64,
      columns: [
        { slug: "geist", style: "Regular" },
        { slug: "inter", style: "Regular" },
      ],
    });
  });

  it("names at most four fonts, each once, and only slugs", () => {
    expect(compareSlugs({ fonts: "a,b,a,../x,C,c,d,e,f" })).toEqual(["a", "b", "c", "d"]);
    expect(compareSlugs({ fonts: ["x-y", "z"] })).toEqual(["x-y"]);
    expect(compareSlugs({})).toEqual([]);
  });

  it("clamps the size and drops styles a font does not have", () => {
    const state = readCompare(
      new URLSearchParams(
        "fonts=geist,inter&all.size=1e9&c1.style=Nope&c2.style=Bold&c2.axes=wght:500",
      ),
      fonts,
    );
    expect(state.size).toBe(COMPARE_SIZE_MAX);
    expect(state.columns).toEqual([
      { slug: "geist", style: "Regular" },
      { slug: "inter", style: "Bold" },
    ]);
  });

  it("links to the page", () => {
    expect(
      compareHref({ text: "a", size: 40, columns: [{ slug: "geist", style: "Regular" }] }),
    ).toBe("/compare?fonts=geist&c1.style=Regular&all.size=40&all.text=a");
  });
});

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
