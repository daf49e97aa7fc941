import { describe, expect, it } from "vitest";
import {
  decodeTesterState,
  encodeTesterState,
  hasTesterState,
  TEXT_MAX,
  type TesterOffer,
  type TesterState,
  testerStateHref,
} from "./tester-state";

const offer: TesterOffer = {
  styles: [
    { name: "Regular" },
    { name: "Bold Italic" },
    {
      name: "VF",
      axes: [
        { axisTag: "wght", minValue: 100, maxValue: 900 },
        { axisTag: "opsz", minValue: 8, maxValue: 60 },
      ],
    },
  ],
  features: ["ss01", "liga", "tnum"],
  style: "Regular",
};

function read(query: string, key = "s1") {
  return decodeTesterState(new URLSearchParams(query), key, offer);
}

describe("tester state in a URL", () => {
  it("reads back what it wrote", () => {
    const state: TesterState = {
      text: "Hamburgefonstiv & 12:45 — “quoted”, 你好",
      style: "VF",
      size: 96,
      leading: 1.25,
      tracking: -20,
      align: "center",
      rtl: true,
      features: { ss01: true, liga: false },
      axes: { wght: 650, opsz: 24.5 },
    };
    const params = encodeTesterState("s1", state);
    expect(read(params.toString())).toEqual(state);
  });

  it("leaves out an alignment at the start of the direction, and keeps any other", () => {
    expect(encodeTesterState("s1", { align: "left" }).toString()).toBe("");
    expect(encodeTesterState("s1", { align: "right", rtl: true }).toString()).toBe("s1.dir=rtl");
    expect(read(encodeTesterState("s1", { align: "left", rtl: true }).toString())).toEqual({
      align: "left",
      rtl: true,
    });
  });

  it("keeps each tester's setting under its own key", () => {
    const query = new URLSearchParams([
      ...encodeTesterState("s1", { size: 40 }),
      ...encodeTesterState("s2", { size: 200, style: "Bold Italic" }),
    ]);
    expect(decodeTesterState(query, "s1", offer)).toEqual({ size: 40 });
    expect(decodeTesterState(query, "s2", offer)).toEqual({ size: 200, style: "Bold Italic" });
    expect(decodeTesterState(query, "s3", offer)).toEqual({});
    expect(hasTesterState(query, "s2")).toBe(true);
    expect(hasTesterState(query, "s3")).toBe(false);
  });

  it("reads Next's searchParams object too, taking a repeated parameter's first value", () => {
    expect(decodeTesterState({ "s1.size": ["30", "900"], other: "x" }, "s1", offer)).toEqual({
      size: 30,
    });
  });

  it("links to the page at the tester", () => {
    expect(testerStateHref("/fonts/geist", "s2", { size: 64, text: "a b" })).toBe(
      "/fonts/geist?s2.size=64&s2.text=a+b#tester-s2",
    );
    expect(testerStateHref("/fonts/geist", "s2", {})).toBe("/fonts/geist#tester-s2");
  });

  it.each([
    ["s1.size=1e9", { size: 600 }],
    ["s1.size=-4", { size: 8 }],
    ["s1.size=72.6", { size: 73 }],
    ["s1.lead=99", { leading: 2.5 }],
    ["s1.lead=0", { leading: 0.7 }],
    ["s1.track=-10000", { tracking: -150 }],
    ["s1.track=Infinity", {}],
    ["s1.size=NaN", {}],
    ["s1.size=", {}],
    ["s1.size=12px", {}],
    ["s1.style=VF&s1.axes=wght:5000,opsz:1", { style: "VF", axes: { wght: 900, opsz: 8 } }],
  ])("clamps %s into the controls' ranges", (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it("drops what the tester does not offer", () => {
    expect(
      read(
        "s1.style=Black&s1.feat=ss01,-tnum,zzzz,-kern,<scr,,ss01ss01&s1.align=justify&s1.dir=up&s1.axes=wght:500,XXXX:3,slnt",
      ),
    ).toEqual({ features: { ss01: true, tnum: false } });
  });

  it("reads axes for the state's style, or the tester's own when none is given", () => {
    expect(read("s1.axes=wght:500")).toEqual({});
    expect(read("s1.style=Regular&s1.axes=wght:500")).toEqual({ style: "Regular" });
    const variable = decodeTesterState(new URLSearchParams("s1.axes=wght:500"), "s1", {
      ...offer,
      style: "VF",
    });
    expect(variable).toEqual({ axes: { wght: 500 } });
  });

  it("cuts a long text and drops control characters, keeping the text as text", () => {
    const long = "x".repeat(10_000);
    expect(read(`s1.text=${long}`).text).toHaveLength(TEXT_MAX);
    expect(read(`s1.text=${encodeURIComponent("a\u0000b\u0007c\nd")}`).text).toBe("abc\nd");
    const script = "<script>alert(1)</script>";
    expect(read(`s1.text=${encodeURIComponent(script)}`).text).toBe(script);
    expect(read("s1.text=%20%20")).toEqual({});
  });

  it("never throws, whatever the query", () => {
    for (const query of ["%", "s1.text=%E0%A4%A", "s1.=1&.s1=2", "s1.axes=::,:,wght", "&&=="]) {
      expect(() => read(query)).not.toThrow();
    }
    expect(decodeTesterState(new URLSearchParams("x.size=10"), "bad key!", offer)).toEqual({});
    expect(encodeTesterState("bad key!", { size: 10 }).toString()).toBe("");
  });
});
