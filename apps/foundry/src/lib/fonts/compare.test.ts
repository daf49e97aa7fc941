import { describe, expect, it } from "vitest";
import {
  COMPARE_SIZE_MAX,
  COMPARE_TEXT,
  type CompareFont,
  type CompareState,
  compareHref,
  compareQuery,
  readCompare,
} from "./compare";
import { compareSlugs } from "./comparison";

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
