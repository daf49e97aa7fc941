import { describe, expect, it } from "vitest";
import {
  type OpenComparison,
  parseOpenComparison,
  serialiseOpenComparison,
  withFont,
} from "./compare-store";

const open = (query: string, names: Record<string, string>): OpenComparison =>
  parseOpenComparison(JSON.stringify({ query, names }));

describe("the open comparison kept in the browser", () => {
  it("reads back what it stored", () => {
    const query = new URLSearchParams("fonts=inter,geist&c2.style=Bold&all.size=96");
    const fonts = [
      { slug: "inter", name: "Inter" },
      { slug: "geist", name: "Geist" },
    ];
    const read = parseOpenComparison(serialiseOpenComparison(query, fonts));
    expect(read.query.toString()).toBe(query.toString());
    expect(read.fonts).toEqual(fonts);
  });

  it.each([null, "", "not json", "[]", "null", '{"query":3}', '{"names":{}}'])(
    "takes %j for no comparison",
    (text) => {
      const read = parseOpenComparison(text);
      expect(read.fonts).toEqual([]);
      expect(read.query.toString()).toBe("");
    },
  );

  it("keeps to the fonts its query names, at most four, a slug standing in for a lost name", () => {
    const read = open("fonts=inter,../x,geist,a,b,c", { inter: "Inter", x: "X" });
    expect(read.fonts).toEqual([
      { slug: "inter", name: "Inter" },
      { slug: "geist", name: "geist" },
      { slug: "a", name: "a" },
      { slug: "b", name: "b" },
    ]);
  });
});

describe("a font added to the open comparison", () => {
  const geist = { slug: "geist", name: "Geist" };

  it("goes last, the text, size and other columns kept", () => {
    const next = withFont(open("fonts=inter&c1.style=Bold&all.text=Hi", { inter: "Inter" }), geist);
    expect(next.query.toString()).toBe("fonts=inter%2Cgeist&c1.style=Bold&all.text=Hi");
    expect(next.fonts).toEqual([{ slug: "inter", name: "Inter" }, geist]);
  });

  it("starts a comparison when none is open", () => {
    const next = withFont(parseOpenComparison(null), geist);
    expect(next.query.toString()).toBe("fonts=geist");
    expect(next.fonts).toEqual([geist]);
  });

  it("takes the column of the font it replaces", () => {
    const four = open("fonts=inter,fraunces,manrope,lora&c2.style=Black&c3.style=Light", {
      inter: "Inter",
      fraunces: "Fraunces",
      manrope: "Manrope",
      lora: "Lora",
    });
    const next = withFont(four, geist, "fraunces");
    expect(next.query.toString()).toBe("fonts=inter%2Cgeist%2Cmanrope%2Clora&c3.style=Light");
    expect(next.fonts.map((font) => font.name)).toEqual(["Inter", "Geist", "Manrope", "Lora"]);
  });
});
