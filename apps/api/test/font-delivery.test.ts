// Guards font delivery (spec 7.4, DESIGN 5.3): catalogue WOFF2 files with immutable caching and
// CORS for the sites, and subsets holding exactly the requested characters, refusing anything
// that is not a catalogue font or a sane text; `?subset=latin` (or its three parts, latin-basic,
// latin-western and latin-extended, the UI face's files) cuts a file to the Latin range once and keeps it. Subsets
// keep only the OpenType features their text is set with.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fontFileName } from "@meridian/codecs/font-url";
import { subsetText } from "@meridian/codecs/named-subsets";
import type { BuiltStore } from "@meridian/content/store";
import * as fontkit from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import wawoff2 from "wawoff2";
import { createTestApp, type TestApp, testStore } from "./helpers/test-app";

let api: TestApp;
let store: BuiltStore;
let family: string;
let fileName: string;
beforeAll(async () => {
  api = await createTestApp({ SITE_ORIGINS: "http://localhost:3000" });
  store = await testStore();
  const font = store.fonts.find((candidate) => !candidate.styles.some((style) => style.variable))!;
  family = font.slug;
  fileName = fontFileName(font.name, font.styles[0]!.name);
});
afterAll(() => api.close());

async function fontOf(woff2: ArrayBuffer): Promise<fontkit.Font> {
  const sfnt = Buffer.from(await wawoff2.decompress(new Uint8Array(woff2)));
  return fontkit.create(sfnt) as fontkit.Font;
}

async function charactersOf(woff2: ArrayBuffer): Promise<number[]> {
  const font = await fontOf(woff2);
  // fontkit lists format 4's 0xFFFF end-of-table marker as a character; it is none.
  return [...font.characterSet].filter((code) => code !== 0xffff).sort((a, b) => a - b);
}

async function featuresOf(woff2: ArrayBuffer): Promise<string[]> {
  return [...(await fontOf(woff2)).availableFeatures].sort();
}

describe("/fonts/{family}/{file}.woff2", () => {
  it("serves a catalogue style as immutable WOFF2 with CORS for the sites", async () => {
    const response = await api.request(`/fonts/${family}/${fileName}?v=1`, {
      headers: { origin: "http://localhost:3000" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("gives no CORS grant to other origins", async () => {
    const response = await api.request(`/fonts/${family}/${fileName}`, {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each([
    `/fonts/${"no-such-family"}/Nope-Regular.woff2`,
    "/fonts/../content/build/store.json",
    "/fonts/x",
  ])("answers 404 for %s", async (path) => {
    expect((await api.request(path)).status).toBe(404);
  });
});

describe("/fonts/{family}/{file}.woff2?subset=latin", () => {
  const inter = () => store.fonts.find((font) => font.slug === "inter")!;
  const interRegular = () => `/fonts/inter/${fontFileName(inter().name, "Regular")}`;
  const inLatin = (code: number) =>
    code <= 0x017f ||
    [0x02bb, 0x02bc, 0x02c6, 0x02da, 0x02dc, 0x0304, 0x0308, 0x0329].includes(code) ||
    (code >= 0x2000 && code <= 0x206f) ||
    [0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd].includes(code);

  it("serves Inter Regular cut to Latin: every Latin character it has, nothing else, far smaller", async () => {
    const whole = await api.request(`${interRegular()}?v=1`);
    const latin = await api.request(`${interRegular()}?subset=latin&v=1`, {
      headers: { origin: "http://localhost:3000" },
    });
    expect(latin.status).toBe(200);
    expect(latin.headers.get("content-type")).toBe("font/woff2");
    expect(latin.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(latin.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const wholeBytes = await whole.arrayBuffer();
    const latinBytes = await latin.arrayBuffer();
    const wholeCharacters = await charactersOf(wholeBytes);
    const latinCharacters = await charactersOf(latinBytes);

    expect(latinCharacters.every(inLatin)).toBe(true);
    expect(latinCharacters).toEqual(wholeCharacters.filter(inLatin));
    // Basic Latin, Latin-1, Latin Extended-A, punctuation, the euro and trade mark signs.
    for (const character of "Aaz09éß€™–—‘’“”…•ŁłőŐčŠşĳ") {
      expect(latinCharacters).toContain(character.codePointAt(0));
    }
    // Inter draws Cyrillic and Greek too: the whole file has them, the subset does not.
    expect(wholeCharacters).toContain("Ж".codePointAt(0));
    expect(latinCharacters).not.toContain("Ж".codePointAt(0));
    expect(latinCharacters).not.toContain("Ω".codePointAt(0));
    expect(latinBytes.byteLength).toBeLessThan(wholeBytes.byteLength / 2);
  });

  it("keeps the features text is set with and the interface's figures, and drops the rest", async () => {
    const whole = await featuresOf(
      await (await api.request(`${interRegular()}?v=1`)).arrayBuffer(),
    );
    const latin = await featuresOf(
      await (await api.request(`${interRegular()}?subset=latin&v=1`)).arrayBuffer(),
    );
    expect(whole).toEqual(expect.arrayContaining(["ss01", "cv01", "frac", "tnum", "case"]));
    expect(latin).toEqual(["calt", "case", "ccmp", "kern", "mark", "mkmk", "tnum"]);
  });

  it("splits Latin in three: the basic part, a fraction of the size, the western, the rest", async () => {
    const [latin, basic, western, extended] = await Promise.all(
      ["latin", "latin-basic", "latin-western", "latin-extended"].map(async (subset) => {
        const response = await api.request(`${interRegular()}?subset=${subset}&v=1`);
        expect(response.status).toBe(200);
        return response.arrayBuffer();
      }),
    );
    const has = (text: string) => (code: number) => text.includes(String.fromCodePoint(code));
    const latinCharacters = await charactersOf(latin!);
    const basicCharacters = await charactersOf(basic!);
    const westernCharacters = await charactersOf(western!);
    const extendedCharacters = await charactersOf(extended!);
    // What Inter draws of each part, exactly; together they are the Latin file.
    expect(basicCharacters).toEqual(latinCharacters.filter(has(subsetText("latin-basic"))));
    expect(westernCharacters).toEqual(latinCharacters.filter(has(subsetText("latin-western"))));
    expect(extendedCharacters).toEqual(latinCharacters.filter(has(subsetText("latin-extended"))));
    expect(basicCharacters).toContain("£".codePointAt(0));
    expect(basicCharacters).not.toContain("é".codePointAt(0));
    expect(westernCharacters).toContain("é".codePointAt(0));
    expect(extendedCharacters).toContain("ł".codePointAt(0));
    expect(western!.byteLength).toBeLessThan(6_000);
    // Written by Google's encoder, the basic part of Inter Regular is some 13 KB of Latin's 22.
    expect(basic!.byteLength).toBeLessThan(latin!.byteLength * 0.65);
    expect(basic!.byteLength).toBeLessThan(14_000);
  });

  it("cuts each file once and answers again from what it kept", async () => {
    const first = await api.request(`${interRegular()}?subset=latin&v=2`);
    const again = await api.request(`${interRegular()}?subset=latin&v=3`);
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    const kept = readdirSync(join(api.env.DATA_DIR, "subset-cache"));
    expect(kept.filter((name) => name.endsWith(".woff2")).length).toBeGreaterThanOrEqual(1);
  });

  it("refuses a subset it does not know with 400", async () => {
    for (const subset of ["cyrillic", "", "LATIN"]) {
      const response = await api.request(`${interRegular()}?subset=${subset}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `No subset '${subset}': the subsets are latin, latin-basic, latin-western, latin-extended`,
      });
    }
  });
});

describe("/font-subset.woff2", () => {
  const subsetPath = () => `${family}/${fileName.replace(/\.woff2$/, "")}`;

  it("returns a valid WOFF2 holding exactly the requested characters", async () => {
    const response = await api.request(
      `/font-subset.woff2?font_path=${encodeURIComponent(subsetPath())}&text=${encodeURIComponent("Hello World")}&published_at=1`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const expected = [...new Set("Hello World")]
      .map((char) => char.codePointAt(0)!)
      .sort((a, b) => a - b);
    expect(await charactersOf(await response.arrayBuffer())).toEqual(expected);
  });

  it("keeps only the features browsers apply unasked: a name set in its default look", async () => {
    const path = "source-serif-4/SourceSerif4-Regular";
    const whole = await featuresOf(
      await (await api.request("/fonts/source-serif-4/SourceSerif4-Regular.woff2")).arrayBuffer(),
    );
    const response = await api.request(`/font-subset.woff2?font_path=${path}&text=office`);
    expect(response.status).toBe(200);
    expect(whole).toEqual(expect.arrayContaining(["smcp", "onum", "ss01", "liga", "kern"]));
    // 'office' keeps its ffi ligature and its kerning; small capitals and the rest are gone.
    expect(await featuresOf(await response.arrayBuffer())).toEqual(["kern", "liga"]);
  });

  it("answers the same characters in any order and repetition with the same bytes", async () => {
    const first = await api.request(`/font-subset.woff2?font_path=${subsetPath()}&text=abc`);
    const second = await api.request(`/font-subset.woff2?font_path=${subsetPath()}&text=cbaabc`);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from(await second.arrayBuffer()));
  });

  it.each([
    ["no font_path", "text=abc", "font_path is required"],
    [
      "a path with ..",
      "font_path=../../etc/passwd&text=abc",
      "font_path must be {family}/{Name}-{Style}, not a file path",
    ],
    [
      "an absolute path",
      "font_path=/etc/passwd&text=abc",
      "font_path must be {family}/{Name}-{Style}, not a file path",
    ],
    [
      "a font outside the catalogue",
      "font_path=nope/Nope-Regular&text=abc",
      "font_path names no catalogue font: 'nope/Nope-Regular'",
    ],
  ])("refuses %s with 400", async (_, query, message) => {
    const response = await api.request(`/font-subset.woff2?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it("refuses an empty or over-long text with 400", async () => {
    const empty = await api.request(`/font-subset.woff2?font_path=${subsetPath()}&text=`);
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "text is required" });
    const long = await api.request(
      `/font-subset.woff2?font_path=${subsetPath()}&text=${"a".repeat(201)}`,
    );
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: "text is limited to 200 characters" });
  });

  describe("with axes fixed", () => {
    const vf = "source-serif-4/SourceSerif4-VF";
    const subset = (query: string) =>
      api.request(`/font-subset.woff2?font_path=${vf}&text=Fournier${query}`);

    it("cuts a static instance at those values: no variations left, a fraction of the size", async () => {
      const variable = await (await subset("")).arrayBuffer();
      const response = await subset("&axes=wght:700,opsz:46");
      expect(response.status).toBe(200);
      const instance = await response.arrayBuffer();
      expect(Object.keys((await fontOf(variable)).variationAxes)).toEqual(["wght", "opsz"]);
      const fixed = await fontOf(instance);
      expect(fixed.variationAxes).toEqual({});
      // A box browsers' sanitiser accepts (HarfBuzz leaves a CFF2 instance's empty).
      expect(fixed.bbox.minX).toBeLessThanOrEqual(fixed.bbox.maxX);
      expect(fixed.bbox.minY).toBeLessThanOrEqual(fixed.bbox.maxY);
      expect(await charactersOf(instance)).toEqual(await charactersOf(variable));
      expect(instance.byteLength).toBeLessThan(variable.byteLength / 2);
      // The outlines are the variable font's at those values: its 'F' spans the same box.
      const boxOfF = (font: fontkit.Font) => font.glyphForCodePoint(70).bbox;
      const bold = boxOfF((await fontOf(variable)).getVariation({ wght: 700, opsz: 46 }));
      const box = boxOfF(fixed);
      for (const side of ["minX", "minY", "maxX", "maxY"] as const) {
        expect(Math.abs(box[side] - bold[side]), side).toBeLessThanOrEqual(1);
      }
      expect(box.minX).not.toBe(boxOfF(await fontOf(variable)).minX);
    });

    it("cuts, for axes=normal, what a browser draws at weight 400: wght fixed, opsz varying", async () => {
      const normal = await (await subset("&axes=normal")).arrayBuffer();
      const explicit = await (await subset("&axes=wght:400")).arrayBuffer();
      expect(Object.keys((await fontOf(normal)).variationAxes)).toEqual(["opsz"]);
      expect(Buffer.from(normal)).toEqual(Buffer.from(explicit));
      const staticStyle = await api.request(
        `/font-subset.woff2?font_path=${subsetPath()}&text=abc&axes=normal`,
      );
      expect(staticStyle.status).toBe(400);
    });

    it("keeps varying the axes it is not given", async () => {
      const response = await subset("&axes=wght:400");
      expect(Object.keys((await fontOf(await response.arrayBuffer())).variationAxes)).toEqual([
        "opsz",
      ]);
    });

    it.each([
      [
        "a malformed pair",
        "&axes=wght=400",
        "axes must be 'normal' or tag:value pairs, as opsz:20,wght:400, not 'wght=400'",
      ],
      [
        "an axis the style lacks",
        "&axes=wdth:100",
        "axes: this style has no 'wdth' axis; its axes are wght, opsz",
      ],
      ["a value out of range", "&axes=wght:1000", "axes: 'wght' runs from 200 to 900, not 1000"],
      ["an axis named twice", "&axes=wght:400,wght:500", "axes names 'wght' twice"],
    ])("refuses %s with 400", async (_, query, message) => {
      const response = await subset(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    });

    it("refuses axes for a style that is not variable", async () => {
      const response = await api.request(
        `/font-subset.woff2?font_path=${subsetPath()}&text=abc&axes=wght:400`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "axes: this style is not variable" });
    });
  });
});
