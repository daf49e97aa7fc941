// Guards font delivery (spec 7.4, DESIGN 5.3): catalogue WOFF2 files with immutable caching and
// CORS for the sites, and subsets holding exactly the requested characters, refusing anything
// that is not a catalogue font or a sane text.
import type { BuiltStore } from "@meridian/content/store";
import { fontFileName } from "@meridian/ui/font-url";
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

async function charactersOf(woff2: ArrayBuffer): Promise<number[]> {
  const sfnt = Buffer.from(await wawoff2.decompress(new Uint8Array(woff2)));
  const font = fontkit.create(sfnt) as fontkit.Font;
  // fontkit lists format 4's 0xFFFF end-of-table marker as a character; it is none.
  return [...font.characterSet].filter((code) => code !== 0xffff).sort((a, b) => a - b);
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
});
